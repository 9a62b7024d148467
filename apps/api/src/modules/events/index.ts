// Public surface of the events module: other modules import only from here.
export { default as eventsRoutes } from './events.routes';

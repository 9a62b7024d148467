// Public surface of the system module: other modules import only from here.
export { default as systemRoutes } from './system.routes';

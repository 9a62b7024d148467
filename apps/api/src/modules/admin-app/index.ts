// Public surface of the admin-app module: other modules import only from here.
export { default as adminAppRoutes } from './admin-app.routes';

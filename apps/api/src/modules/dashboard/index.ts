// Public surface of the dashboard module: other modules import only from here.
export { default as dashboardRoutes } from './dashboard.routes';

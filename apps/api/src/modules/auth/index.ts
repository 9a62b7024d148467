// Public surface of the auth module: other modules import only from here.
export { default as authRoutes } from './auth.routes';

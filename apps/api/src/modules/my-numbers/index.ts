// Public surface of the my-numbers module: other modules import only from here.
export { default as myNumbersRoutes } from './my-numbers.routes';

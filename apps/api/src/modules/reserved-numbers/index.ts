// Public surface of the reserved-numbers module: other modules import only from here.
export { default as reservedNumbersRoutes } from './reserved-numbers.routes';

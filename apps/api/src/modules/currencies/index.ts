// Public surface of the currencies module: other modules import only from here.
export { default as currenciesRoutes } from './currencies.routes';
export { heldActiveRates, listActiveRates, refreshAllRates } from './rates.service';

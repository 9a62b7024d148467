// Public surface of the numbers module: other modules import only from here.
export { default as numbersRoutes } from './numbers.routes';
export {
  bumpNumbersVersion,
  recordNumbersChange,
  saleGuard,
  StaleRaffle,
  type SaleGuard,
} from './numbers-version';
export { countSoldNumbers, findRaffle } from './numbers.repository';
export { rememberEndedHolds } from './hold-streaks.repository';
export type { RaffleForNumbers } from './numbers.repository';
export * from './raffle-sale';

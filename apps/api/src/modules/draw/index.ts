// Public surface of the draw module: other modules import only from here.
export { default as drawRoutes } from './draw.routes';
export { closeDueSales, type AutoCloseOutcome, type DrawAlert } from './auto-close.service';
export {
  assertEntriesOpen,
  assertResultAllowed,
  closeSales,
  getDraw,
  recordResult,
} from './draw.service';
export { prizeImagesOf, prizesOf, recordPrizeResult, savePrizes } from './prizes.service';
export { lockPrizes, updatePrize } from './prizes.repository';

// Public surface of the draw module: other modules import only from here.
export { default as drawRoutes } from './draw.routes';
export { assertEntriesOpen } from './draw.service';
export { prizesOf, savePrizes } from './prizes.service';

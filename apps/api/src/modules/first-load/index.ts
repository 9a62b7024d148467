// Public surface of the first-load module: other modules import only from here.
export { publicAnswerJson, raffleHeadExtras, routePreloadTags, shopHeadExtras } from './first-load';

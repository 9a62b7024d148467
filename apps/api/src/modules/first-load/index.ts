// Public surface of the first-load module: other modules import only from here.
export { publicAnswerJson, raffleHeadExtras, shopHeadExtras } from './first-load';

// Public surface of the lottery-sources module (issue 44): official results fetched.
export { default as lotterySourcesRoutes } from './lottery-sources.routes';
export { checkResultWatches } from './result-watch.service';

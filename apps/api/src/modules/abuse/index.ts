// Public surface of the abuse module: other modules import only from here.
export {
  assertWithinCaps,
  capError,
  capLockKeys,
  capsApply,
  capsFor,
  type AbuseLimits,
} from './outstanding-caps';

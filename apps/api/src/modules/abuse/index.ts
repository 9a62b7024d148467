// Public surface of the abuse module: other modules import only from here.
export { capError, capLockKeys, capsApply, capsFor, type AbuseLimits } from './outstanding-caps';

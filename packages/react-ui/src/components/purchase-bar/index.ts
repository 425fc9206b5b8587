export { PurchaseBar } from './purchase-bar.js'
export type { PurchaseBarProps, PurchaseState } from './purchase-bar.js'

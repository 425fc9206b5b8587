export { HoldingItem } from './holding-item.js'
export type { HoldingAction, HoldingItemProps, HoldingToggle } from './holding-item.js'

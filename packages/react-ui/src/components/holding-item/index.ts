export { HoldingItem } from './holding-item.js'
export type { HoldingItemProps, HoldingToggle } from './holding-item.js'

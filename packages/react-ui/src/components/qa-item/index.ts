export { QaItem } from './qa-item.js'
export type { QaItemProps } from './qa-item.js'

export { PriceList } from './price-list.js'
export type { PriceListProps, PriceListItem } from './price-list.js'

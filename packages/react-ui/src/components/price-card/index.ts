export { PriceCard } from './price-card.js'
export type { PriceCardProps } from './price-card.js'

export { CommissionProductCard } from './commission-product-card.js'
export type { CommissionProductCardProps } from './commission-product-card.js'

export { OrderItem } from './order-item.js'
export type { OrderItemProps } from './order-item.js'

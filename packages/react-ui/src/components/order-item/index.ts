export { OrderItem } from './order-item.js'
export type { OrderItemProps, OrderAction } from './order-item.js'

import type { OrderListItem } from '@tougu/core'

/**
 * The order detail route of an order: the product id finds it through queryUserOrderById (the contract has no
 * single-order read). Its own module so the held-products chunk does not pull the orders screen in.
 * @example orderDetailPath({ orderid: 'O1', productid: 'P1' }) // '/usercenter/orderDetail?orderId=O1&productId=P1'
 */
export const orderDetailPath = (o: Pick<OrderListItem, 'orderid' | 'productid'>): string =>
  `/usercenter/orderDetail?orderId=${encodeURIComponent(o.orderid)}&productId=${encodeURIComponent(o.productid)}`

import * as z from 'zod/mini'
import { lenientNumber, lenientString, optional, withDefault } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'
import { lazySchema } from './lazySchema.js'

/** Order status codes used as filters (spec §4); any of them means the user has orders. */
export const ORDER_STATUS_FILTER = [80, 90, 95, 105, 180, 220] as const
/** Statuses of in-transit orders offered for cancellation (spec §7: refund list query). */
export const REFUND_ORDER_STATUSES = [105, 220] as const
/** Size of the refund order list query (spec §9). */
export const REFUND_ORDER_LIST_SIZE = 10000

/** One order of /api/queryUserOrder (spec §3). */
export const OrderListItemSchema = lazySchema(() =>
  z.object({
    orderid: lenientString,
    productid: withDefault(lenientString, () => ''),
    productname: withDefault(lenientString, () => ''),
    stStatus: optional(lenientNumber),
  }),
)
export type OrderListItem = z.output<typeof OrderListItemSchema>

/** A checklist option of the cancellation dialog (spec §2, §3). */
export const RefundProductSchema = lazySchema(() =>
  z.object({
    orderId: lenientString,
    productId: withDefault(lenientString, () => ''),
    productName: withDefault(lenientString, () => ''),
  }),
)
export type RefundProduct = z.output<typeof RefundProductSchema>

/** @example parseOrderListItem({ orderid: 9, productid: 'P1', productname: '价值组合' }) */
export function parseOrderListItem(input: unknown): ParseResult<OrderListItem> {
  return parseWith(OrderListItemSchema, input, 'OrderListItem')
}

/** Parses a whole order list; one bad row fails the list with its index in the message. @example parseOrderList([{ orderid: '1' }]) */
export function parseOrderList(input: unknown): ParseResult<OrderListItem[]> {
  return parseWith(z.array(OrderListItemSchema), input, 'OrderList')
}

/** @example parseRefundProduct({ orderId: '9', productName: '价值组合' }) */
export function parseRefundProduct(input: unknown): ParseResult<RefundProduct> {
  return parseWith(RefundProductSchema, input, 'RefundProduct')
}

/**
 * The cancellation checklist built from the refund order list.
 * @example toRefundProducts([{ orderid: '9', productid: 'P1', productname: '价值组合' }])
 * // [{ orderId: '9', productId: 'P1', productName: '价值组合' }]
 */
export function toRefundProducts(orders: readonly OrderListItem[]): RefundProduct[] {
  return orders.map((o) => ({ orderId: o.orderid, productId: o.productid, productName: o.productname }))
}

import type { RefundProduct } from '../model/order.js'
import { messages } from '../messages.js'

/**
 * Why the cancellation dialog cannot confirm, or null (spec §5, §8).
 * @example validateRefundSelection([], [])                  // '您没有可解约的订单！'
 * @example validateRefundSelection([refundable], [])        // '请选择需要解约的产品'
 */
export function validateRefundSelection(
  products: readonly RefundProduct[],
  selectedOrderIds: readonly string[],
): string | null {
  if (products.length === 0) return messages.refundNoOrders
  const known = new Set(products.map((p) => p.orderId))
  return selectedOrderIds.some((id) => known.has(id)) ? null : messages.refundNoneSelected
}

/**
 * The select-all toggle's state for the checklist.
 * @example refundSelectAllState(products, ['9']) // { all: false, some: true } with two products
 */
export function refundSelectAllState(
  products: readonly RefundProduct[],
  selectedOrderIds: readonly string[],
): { all: boolean; some: boolean } {
  const chosen = products.filter((p) => selectedOrderIds.includes(p.orderId)).length
  return { all: products.length > 0 && chosen === products.length, some: chosen > 0 }
}

/**
 * Select-all toggled: every order id, or none.
 * @example toggleAllRefunds(products, false) // ['9', '10']
 */
export function toggleAllRefunds(products: readonly RefundProduct[], allSelected: boolean): string[] {
  return allSelected ? [] : products.map((p) => p.orderId)
}

import type { NewUserState } from '../stores/clientStore.js'
import { ORDER_STATUS_FILTER, type OrderListItem } from '../model/order.js'

const counted = new Set<number>(ORDER_STATUS_FILTER)

/**
 * isNewUser of the client store (spec §3, §4): -1 unknown (no answer yet), 0 no orders, 1 has orders.
 * `orders` is the result of the order query filtered by the status codes 80, 90, 95, 105, 180, 220; an
 * order without `stStatus` counts (the query already filtered), one with another status does not.
 * @example deriveIsNewUser(null)                                   // -1
 * @example deriveIsNewUser([])                                     // 0
 * @example deriveIsNewUser([{ orderid: '1', productid: 'P', productname: 'x', stStatus: 105 }]) // 1
 */
export function deriveIsNewUser(orders: readonly OrderListItem[] | null | undefined): NewUserState {
  if (!orders) return -1
  return orders.some((o) => o.stStatus === undefined || counted.has(o.stStatus)) ? 1 : 0
}

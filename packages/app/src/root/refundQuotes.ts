import { isApiFailure, refundQuoteText } from '@tougu/core'
import type { ReadApi } from '../services/index.js'
import type { RefundLine } from '@tougu/react-ui'

/** The quotes of a set of orders by order id, or why they could not be had. */
export type RefundQuotes = { ok: true; quotes: Record<string, RefundLine> } | { ok: false; message: string }

/**
 * What cancelling each order refunds today, as the server quotes it by the rule it pays by (quoteRefund, core's
 * refund rule; issue #37), each with core's words for why. Nothing to quote for no orders.
 * @example const q = await loadRefundQuotes(api, ['OD1']); if (q.ok) q.quotes.OD1?.amount // '298.00'
 */
export async function loadRefundQuotes(api: Pick<ReadApi, 'orders'>, orderIds: readonly string[], signal?: AbortSignal): Promise<RefundQuotes> {
  if (orderIds.length === 0) return { ok: true, quotes: {} }
  const res = await api.orders.quoteRefund({ orderIds: [...orderIds] }, signal ? { signal } : undefined)
  if (isApiFailure(res)) return { ok: false, message: res.message }
  return { ok: true, quotes: Object.fromEntries(res.list.map((q) => [q.orderId, { amount: q.amount, explain: refundQuoteText(q) }])) }
}

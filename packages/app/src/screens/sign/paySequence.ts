import { isApiFailure } from '@tougu/core'
import { isBridgeError, type Bridge, type WechatPayParams } from '@tougu/bridge'
import type { Mutate, ReadApi } from '../../services/index.js'
import { newClientKey, type SignFlow } from './signFlow.js'

/**
 * The reference server's answer to createOrder when the contract can no longer back an order (expired after
 * 30 minutes, already used, its price or coupon no longer valid; docs/decisions.md wave2-money-1): only a new
 * contract, signed from the purchase page again, can go on.
 */
export const CONTRACT_INVALID = 1402

/** `resign`: the contract is void; the flow has forgotten it and the investor must sign again. */
export type OrderStep = { ok: true; flow: SignFlow; paid: boolean } | { ok: false; flow: SignFlow; message: string; resign?: true }

/**
 * Makes sure the flow has its order: the client key first (stored before any request, so a retry after a
 * timeout or a second tap sends the same key and the server answers the same order), then the contract
 * (kept once signed), then the order, then (best effort) the link of the type 1 follow-up submission to
 * the order. Each step is saved through `save` as soon as it succeeds, so the sequence resumes where it
 * stopped. The requests are the page's declared mutations (`services.mutate`), so each invalidates what it changes.
 * @example const step = await ensureOrder(services.mutate, flow, setFlow); if (!step.ok) show(step.message)
 */
export async function ensureOrder(mutate: Mutate, start: SignFlow, save: (flow: SignFlow) => void): Promise<OrderStep> {
  let flow = start
  if (flow.order) return { ok: true, flow: await linkFollowup(mutate, flow, save), paid: false }
  if (!flow.clientKey) {
    flow = { ...flow, clientKey: newClientKey() }
    save(flow)
  }
  if (!flow.contractId) {
    const contract = await mutate('orders.createContract', {
      productId: flow.productId,
      periodId: flow.periodId,
      ...(flow.couponId ? { couponId: flow.couponId } : {}),
      // The server validates the referrer again and records it on the contract and order (wave2-reach19-5).
      ...(flow.referrer ? { managerNo: flow.referrer.managerNo } : {}),
    })
    if (isApiFailure(contract)) return { ok: false, flow, message: contract.message }
    flow = { ...flow, contractId: contract.data.contractId }
    save(flow)
  }
  const order = await mutate('orders.createOrder', { contractId: flow.contractId!, payType: flow.payType, clientKey: flow.clientKey! })
  if (isApiFailure(order)) {
    if (order.iRet !== CONTRACT_INVALID) return { ok: false, flow, message: order.message }
    // No order was made with this key; the contract is void. A later pass starts a new sequence.
    flow = { ...flow, contractId: null, clientKey: null }
    save(flow)
    return { ok: false, flow, message: order.message, resign: true }
  }
  flow = { ...flow, order: { orderId: order.data.orderId, payAmount: order.data.payAmount } }
  save(flow)
  flow = await linkFollowup(mutate, flow, save)
  return { ok: true, flow, paid: order.data.payStatus === 'paid' }
}

/**
 * Tells the server which type 1 follow-up submission belongs to the order (saveOrderCallback: the paper is
 * answered before the order exists). Best effort: a failure is logged and the payment goes on; the next
 * pass through `ensureOrder` (a retry, 继续支付) tries again until the link is saved.
 * @example flow = await linkFollowup(services.mutate, flow, save)
 */
export async function linkFollowup(mutate: Mutate, flow: SignFlow, save: (flow: SignFlow) => void): Promise<SignFlow> {
  const followup = flow.followup
  if (!followup || followup.linked || !flow.order) return flow
  const res = await mutate('orders.saveOrderCallback', { orderId: flow.order.orderId, paperId: followup.paperId, result: followup.no })
  if (isApiFailure(res)) {
    console.warn('[tougu] saveOrderCallback:', res.message)
    return flow
  }
  const next = { ...flow, followup: { ...followup, linked: true } }
  save(next)
  return next
}

/** `unavailable`: nothing here can pay (a plain browser outside demo mode): the order waits for the app or WeChat. */
export type PayOutcome = { kind: 'submitted' } | { kind: 'cancelled' } | { kind: 'failed'; message: string } | { kind: 'unavailable' }

export interface PayDeps {
  /** For the WeChat pay parameters the server signs (getWxPayParams). */
  api: Pick<ReadApi, 'orders'>
  /** The demo payment (`demo.pay`) is a declared mutation: it changes the order lists. */
  mutate: Mutate
  bridge: Pick<Bridge, 'environment' | 'isAvailable' | 'payOrder'>
  /** The browser's pay sheet (reference server): resolves true when the investor confirms. */
  confirmDemoPay: (amount: string, payType: 1 | 2) => Promise<boolean>
  /**
   * Whether the server's demonstration payment is there (demo mode; production switches it off): only then does a
   * plain browser offer the pay sheet (decision wave3-journey-8).
   */
  demoPayAvailable: () => Promise<boolean>
}

/**
 * Pays an order: through the native app's pay sheet (`payOrder`) in the app; inside WeChat through
 * `chooseWXPay` with the parameters the server signs for the order (getWxPayParams); else, where the server is in
 * demo mode, through its demo payment after the investor confirms the sheet (labelled a demonstration), and otherwise
 * not at all ('unavailable': the order waits to be paid in the app or WeChat). 'submitted' means "ask the server
 * now" (/sign/done polls); 'cancelled' and 'failed' leave the order unpaid, ready for another try.
 * @example const outcome = await payOrder({ api, mutate, bridge, confirmDemoPay, demoPayAvailable }, { orderId: 'OD1', payAmount: '99.00' }, 1, '锦囊A')
 */
export async function payOrder(
  deps: PayDeps,
  order: { orderId: string; payAmount: string },
  payType: 1 | 2,
  productName: string,
): Promise<PayOutcome> {
  if (deps.bridge.environment === 'app' || deps.bridge.isAvailable('payOrder')) {
    let wechatPay: WechatPayParams | undefined
    if (deps.bridge.environment === 'wechat') {
      const params = await deps.api.orders.getWxPayParams({ orderId: order.orderId })
      if (isApiFailure(params)) return { kind: 'failed', message: params.message }
      const { timeStamp, nonceStr, package: prepay, signType, paySign } = params.data
      wechatPay = { timestamp: timeStamp, nonceStr, package: prepay, signType, paySign }
    }
    try {
      await deps.bridge.payOrder({
        orderId: order.orderId,
        payType,
        amount: Number(order.payAmount),
        productName,
        ...(wechatPay ? { wechatPay } : {}),
      })
      return { kind: 'submitted' }
    } catch (error) {
      if (isBridgeError(error, 'CANCELLED')) return { kind: 'cancelled' }
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
    }
  }
  if (!(await deps.demoPayAvailable())) return { kind: 'unavailable' }
  if (!(await deps.confirmDemoPay(order.payAmount, payType))) return { kind: 'cancelled' }
  const res = await deps.mutate('demo.pay', { orderId: order.orderId, payType, outcome: 'success' })
  if (isApiFailure(res)) return { kind: 'failed', message: res.message }
  return { kind: 'submitted' }
}

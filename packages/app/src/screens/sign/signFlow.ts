import type { KeyValueStorage } from '@tougu/core'

/** The order created for one tap sequence: kept until it is paid, cancelled or the choice changes. */
export interface SignOrder {
  orderId: string
  payAmount: string
}

/**
 * What the signing pages hand on to each other for one product. Kept in the tab's sessionStorage so a
 * reload, a return from the pay sheet or a retry after a timeout resumes with the same contract, order
 * and client key instead of creating another order.
 */
export interface SignFlow {
  productId: string
  periodId: number
  couponId: string | null
  payType: 1 | 2
  /**
   * Suitability passed (set on the purchase page, required by the later pages), with the assessment's end date the
   * 匹配意见 states.
   */
  suitable: { investorLevel: string; levelName?: string; productLevel: string; riskEndDate?: string } | null
  /**
   * The steps the investor confirmed, in order (issue #37): the 匹配意见 on /sign/risk, then the risk disclosure.
   * The agreement pages sign only when both are, so no address skips a step the notice names.
   */
  confirmed?: { opinion?: true; disclosure?: true }
  /** The amount the purchase page showed (after the coupon): the agreement states it before an order exists. */
  quotedPayAmount?: string | null
  /** The type 1 follow-up paper was submitted (or none applies) for this sequence. */
  followupDone?: boolean
  /**
   * The type 1 submission of this sequence: its paper and the number the server answered (spec §4), and
   * whether it is linked to the order yet (saveOrderCallback, decision app-10).
   */
  followup?: { paperId: string; no: number; linked: boolean }
  /**
   * The referrer (客户经理) validated on the purchase page, or none. Sent with createContract, which records
   * it on the contract and its order (decisions wave2-compliance-1, wave2-reach19-5).
   */
  referrer?: { managerNo: string; managerName: string | null } | null
  /** Idempotency key of createOrder: one per tap sequence, reused by every retry and double tap. */
  clientKey: string | null
  contractId: string | null
  order: SignOrder | null
}

const key = (productId: string) => `tougu.signFlow.${productId}`

/**
 * Reads the flow of a product, or null when none (or unreadable) is stored.
 * @example readSignFlow(sessionStorage, 'TIP1')?.order?.orderId
 */
export function readSignFlow(storage: KeyValueStorage, productId: string): SignFlow | null {
  try {
    const raw = storage.getItem(key(productId))
    if (!raw) return null
    const flow = JSON.parse(raw) as SignFlow
    return flow.productId === productId ? flow : null
  } catch {
    // A broken entry means "start again", never a crash of the signing page.
    return null
  }
}

/**
 * Stores the flow of a product (best effort: a storage that throws only loses resumability).
 * @example writeSignFlow(sessionStorage, { ...flow, order })
 */
export function writeSignFlow(storage: KeyValueStorage, flow: SignFlow): void {
  try {
    storage.setItem(key(flow.productId), JSON.stringify(flow))
  } catch (error) {
    console.warn('[tougu] sign flow not stored:', error instanceof Error ? error.message : error)
  }
}

/**
 * Forgets the flow of a product (after payment or cancellation).
 * @example clearSignFlow(sessionStorage, 'TIP1')
 */
export function clearSignFlow(storage: KeyValueStorage, productId: string): void {
  try {
    storage.removeItem(key(productId))
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

/**
 * A new idempotency key for createOrder (8–64 characters).
 * @example newClientKey() // 'k-3f2a…'
 */
export function newClientKey(): string {
  const c = globalThis.crypto
  return `k-${typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`}`
}

/**
 * Where a commission signing's idempotency key is kept until signed (a retry after a lost answer gets the same
 * order back from payCommission).
 * @example commissionKeyName('COM1') // 'tougu.commissionKey.COM1'
 */
export function commissionKeyName(productId: string): string {
  return `tougu.commissionKey.${productId}`
}

/**
 * The step of the flow the investor has not confirmed yet (the 匹配意见, then the risk disclosure), as its path, or
 * null when both are: the agreement pages send the investor there instead of signing.
 * @example unconfirmedStep({ ...flow, confirmed: { opinion: true } }) // '/sign/attachRisk'
 */
export function unconfirmedStep(flow: Pick<SignFlow, 'confirmed'>): '/sign/risk' | '/sign/attachRisk' | null {
  if (!flow.confirmed?.opinion) return '/sign/risk'
  if (!flow.confirmed.disclosure) return '/sign/attachRisk'
  return null
}

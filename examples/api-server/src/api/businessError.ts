/**
 * Business error codes (HTTP 200, `iRet` ≠ 0). 401 and 400 travel as HTTP statuses instead; see
 * docs/decisions.md "api-server-6d".
 */
export const BUSINESS_CODES = {
  /** Generic rule violation (message says which). */
  rejected: 1001,
  notFound: 1004,
  /** SMS code / login problems. */
  login: 1101,
  /** Risk evaluation missing, expired or too low for the product. */
  suitability: 1201,
  /** Subscription limits: already subscribed, unpaid order pending. */
  subscribeLimit: 1202,
  /** The account cannot sign: fees owed (arrears) or total assets below the product's minimum. */
  account: 1203,
  /** The referrer (客户经理) number given with a signing is unknown. */
  referrer: 1204,
  coupon: 1301,
  order: 1401,
  /** The contract can no longer back an order (expired, already used, its price or coupon no longer valid): sign again. */
  contract: 1402,
  followup: 1501,
} as const

/** Thrown by a handler; the router answers HTTP 200 `{ iRet: code, message }`. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'BusinessError'
  }
}

/**
 * @example
 * if (!order) throw fail(BUSINESS_CODES.notFound, messages.orderNotFound)
 */
export function fail(code: number, message: string): BusinessError {
  return new BusinessError(code, message)
}

/** Thrown when a user-scoped handler runs without a user; the router answers 401. */
export class AuthError extends Error {
  constructor(
    readonly reason: 'missing' | 'invalid' | 'expired',
    message: string,
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

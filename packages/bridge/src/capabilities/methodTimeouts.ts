import type { CapabilityName } from './capabilityTypes.js'

/** Default timeout of a native call (ms); spec §9's request timeout is 10 s. */
export const DEFAULT_TIMEOUT_MS = 10_000

/**
 * Calls that wait for a person (pay sheet, login page, risk questionnaire, share sheet) get long timeouts;
 * the page can still cancel them with an AbortSignal. Everything else uses DEFAULT_TIMEOUT_MS.
 */
export const METHOD_TIMEOUTS_MS: Partial<Record<CapabilityName | 'bridge.hello', number>> = {
  payOrder: 5 * 60_000,
  startRiskEvaluation: 30 * 60_000,
  share: 2 * 60_000,
  saveImage: 30_000,
}

/** `getUserInfo` with `forceLogin` shows the native login page: as long as pay. */
export const LOGIN_TIMEOUT_MS = 5 * 60_000

/**
 * The timeout a call gets when the caller does not override it.
 * @example timeoutFor('payOrder') // 300000
 */
export function timeoutFor(method: string, args?: unknown): number {
  if (method === 'getUserInfo' && typeof args === 'object' && args !== null && (args as { forceLogin?: unknown }).forceLogin === true) {
    return LOGIN_TIMEOUT_MS
  }
  return (METHOD_TIMEOUTS_MS as Record<string, number | undefined>)[method] ?? DEFAULT_TIMEOUT_MS
}

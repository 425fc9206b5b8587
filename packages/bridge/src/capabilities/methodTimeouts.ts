import { DEFAULT_TIMEOUT_MS } from './capabilityDefinition.js'
import { CAPABILITIES, capabilityNamed, type CapabilityName } from './capabilityRegistry.js'

export { DEFAULT_TIMEOUT_MS } from './capabilityDefinition.js'
export { LOGIN_TIMEOUT_MS } from './methods/getUserInfo.js'

/**
 * Calls that wait for a person (pay sheet, risk questionnaire, share sheet, photo permission) get long
 * timeouts; the page can still cancel them with an AbortSignal. Everything else uses DEFAULT_TIMEOUT_MS.
 * Read from each capability's `timeoutMs`.
 */
export const METHOD_TIMEOUTS_MS: Partial<Record<CapabilityName | 'bridge.hello', number>> = Object.fromEntries(
  CAPABILITIES.flatMap((c): Array<[string, number]> => ('timeoutMs' in c && c.timeoutMs !== undefined ? [[c.name, c.timeoutMs]] : [])),
)

/**
 * The timeout a call gets when the caller does not override it.
 * @example timeoutFor('payOrder') // 300000
 */
export function timeoutFor(method: string, args?: unknown): number {
  const capability = capabilityNamed(method)
  return capability?.timeoutForArgs?.(args) ?? capability?.timeoutMs ?? DEFAULT_TIMEOUT_MS
}

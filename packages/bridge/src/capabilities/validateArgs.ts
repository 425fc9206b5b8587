import { ARG_LIMITS } from './argLimits.js'
import { describeIssues } from './argRules.js'
import { capabilityNamed, wireSchemaFor, type CapabilityName } from './capabilityRegistry.js'

/**
 * Why `args` are wrong for a capability, or null when they are fine (the rules: each capability's `args` in methods/,
 * docs/bridge-protocol.md §6). Checked before any implementation runs, so neither the native side nor a
 * browser or WeChat API receives arguments the contract does not allow.
 * @example validateArgs('copy', { text: 42 }) // 'text: expected string'
 */
export function validateArgs(name: CapabilityName, args: unknown): string | null {
  const capability = capabilityNamed(name)
  if (!capability) return `unknown capability ${String(name)}`
  const result = capability.args.safeParse(args)
  return result.success ? null : describeIssues(result.error.issues)
}

/**
 * Why a request is not fit to post to native, or null. The channel's last check: the method's wire rules
 * (for the capabilities of §6) and the size of the whole message.
 * @example
 * const args = { url: 'javascript:alert(1)' }
 * validateWireRequest('previewPdf', args, JSON.stringify(args)) // 'url: must be an absolute http(s) URL'
 */
export function validateWireRequest(method: string, args: unknown, json: string): string | null {
  const schema = wireSchemaFor(method)
  if (schema) {
    const result = schema.safeParse(args)
    if (!result.success) return describeIssues(result.error.issues)
  }
  if (json.length > ARG_LIMITS.message) return `message: over the limit of ${ARG_LIMITS.message} characters`
  return null
}

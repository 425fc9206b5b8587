import * as z from 'zod/mini'
import { ARG_LIMITS } from './argLimits.js'

// The building blocks of the argument rules (each capability's `args` in methods/*.ts). Each rule is what §6 of
// docs/bridge-protocol.md promises the native side, so a native developer can read the table as a spec.

/** Any C0 control character, DEL or C1 control: never part of a one-line text, a key or a URL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** Whitespace anywhere in a URL (a space belongs there as %20) or the invisible characters used to hide a scheme. */
const URL_INVISIBLE = /[\s\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/

/** A one-line text of at most `max` characters (no line breaks or other control characters). */
export const line = (max: number, min = 0) =>
  z.string().check(
    z.minLength(min),
    z.maxLength(max),
    z.refine((v) => !CONTROL.test(v), { message: 'must be one line without control characters' }),
  )

/** A free text of at most `max` characters (line breaks allowed). */
export const text = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max))

/** An id or key: letters, digits and `_ . : -`, 1..64 characters. */
export const key = () =>
  z.string().check(
    z.maxLength(ARG_LIMITS.key),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, { message: 'must be letters, digits and _ . : - (no spaces)' }),
  )

/**
 * The scheme of `value` when it is a clean absolute URL, or null. "Clean" refuses every trick that makes a
 * URL mean one thing to a check and another to a parser: leading or inner whitespace and control
 * characters (the WHATWG parser strips them, so ` javascript:` or `java\tscript:` would still run), and
 * invisible format characters. The scheme comes from the WHATWG parser, so case (`JavaScript:`) does not matter.
 */
function schemeOf(value: string): string | null {
  if (CONTROL.test(value) || URL_INVISIBLE.test(value)) return null
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return null
  }
  return parsed.protocol.toLowerCase()
}

/** True for an absolute http(s) URL with a host, clean as described in schemeOf. */
export function isHttpUrl(value: string): boolean {
  const scheme = schemeOf(value)
  if (scheme !== 'http:' && scheme !== 'https:') return false
  // `https:foo` parses with a host taken from the path; require the explicit `//` authority.
  return /^https?:\/\/[^/?#]/i.test(value)
}

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/

/** True for a `data:image/(png|jpeg|gif|webp);base64,…` URL (the only data URLs that cross the bridge). */
export function isImageDataUrl(value: string, type?: 'jpeg'): boolean {
  const match = IMAGE_DATA_URL.exec(value)
  return match !== null && (type === undefined || match[1] === type)
}

/** An absolute http(s) URL of at most ARG_LIMITS.url characters. Never `javascript:`, `data:`, relative or scheme-relative. */
export const httpUrl = () =>
  z.string().check(
    z.maxLength(ARG_LIMITS.url),
    z.refine(isHttpUrl, { message: 'must be an absolute http(s) URL' }),
  )

/** A picture: an image data URL of at most `maxDataUrl` characters, or an absolute http(s) URL. */
export const image = (maxDataUrl: number) =>
  z.string().check(
    z.refine((v) => (v.startsWith('data:') ? v.length <= maxDataUrl && isImageDataUrl(v) : v.length <= ARG_LIMITS.url && isHttpUrl(v)), {
      message: `must be a base64 image data URL of at most ${maxDataUrl} characters or an absolute http(s) URL`,
    }),
  )

/** A security code: `600519`, `00700`, `BRK.B`. */
export const securityCode = () => z.string().check(z.regex(/^[A-Za-z0-9.]{1,12}$/, { message: 'must be a security code such as 600519' }))

/** A `#RRGGBB` colour. */
export const color = () => z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, { message: 'must be a #RRGGBB colour' }))

/** A method that takes no arguments: nothing, or `{}`. */
export const none = () => z.optional(z.strictObject({}))

/**
 * One readable line per problem, for `BridgeError.data.problem` (developers read it; users see 参数错误).
 * @example describeIssues(schema.safeParse(args).error?.issues ?? []) // 'url: must be an absolute http(s) URL'
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'args'
      switch (issue.code) {
        case 'invalid_type':
          return `${where}: expected ${issue.expected}`
        case 'invalid_value':
          return `${where}: must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
        case 'unrecognized_keys':
          return `${where}: unknown field(s) ${issue.keys.join(', ')}`
        case 'too_big':
          return `${where}: over the limit of ${String(issue.maximum)}`
        case 'too_small':
          return `${where}: under the minimum of ${String(issue.minimum)}`
        case 'invalid_union':
          return `${where}: matches none of the allowed shapes`
        case 'invalid_format':
          return `${where}: ${issue.message && issue.message !== 'Invalid input' ? issue.message : 'has the wrong format'}`
        default:
          return `${where}: ${issue.message}`
      }
    })
    .join('; ')
}

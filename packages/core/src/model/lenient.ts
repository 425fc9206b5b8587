// Lenient building blocks for server data. The legacy backend sends numbers as strings, booleans as
// 0/1/"Y", semicolon lists as strings and null for absent fields; the schemas accept all of that and
// normalise it, but still reject values that cannot mean anything (e.g. "abc" for a number), with a
// message naming the field. Built on zod/mini so the rules bundle stays small (see docs/decisions.md).
import * as z from 'zod/mini'
import { lazySchema } from './lazySchema.js'

// An object key whose schema is not optional must be present; a default makes the key optional and
// supplies the value an absent key means.
function absentAllowed<T extends z.ZodMiniType>(schema: T, fallback: unknown) {
  return z._default(schema, fallback as never)
}

const describe = (v: unknown): string =>
  v === undefined ? 'nothing' : v === null ? 'null' : typeof v === 'string' ? JSON.stringify(v) : typeof v

/** A number, or a string holding one (`"12"`, `" 3.5 "`). */
export const lenientNumber = lazySchema(() =>
  z.pipe(
    z.unknown(),
    z.transform((v, ctx): number => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
      if (Number.isFinite(n)) return n
      ctx.issues.push({ code: 'custom', message: `expected a number, got ${describe(v)}`, input: v })
      return z.NEVER
    }),
  ),
)

/** A string; numbers are accepted and turned into their decimal text (ids often arrive as numbers). */
export const lenientString = lazySchema(() =>
  z.pipe(
    z.unknown(),
    z.transform((v, ctx): string => {
      if (typeof v === 'string') return v
      if (typeof v === 'number' && Number.isFinite(v)) return String(v)
      ctx.issues.push({ code: 'custom', message: `expected a string, got ${describe(v)}`, input: v })
      return z.NEVER
    }),
  ),
)

const TRUE = new Set(['1', 'true', 'y', 'yes'])
const FALSE = new Set(['0', 'false', 'n', 'no', ''])

/** A boolean, or 0/1, "0"/"1", "true"/"false", "Y"/"N"; absent or null reads as false. */
export const lenientBoolean = lazySchema(() =>
  absentAllowed(
    z.pipe(
      z.unknown(),
      z.transform((v, ctx): boolean => {
        if (v === undefined || v === null) return false
        if (typeof v === 'boolean') return v
        if (typeof v === 'number' && (v === 0 || v === 1)) return v === 1
        if (typeof v === 'string') {
          const s = v.trim().toLowerCase()
          if (TRUE.has(s)) return true
          if (FALSE.has(s)) return false
        }
        ctx.issues.push({ code: 'custom', message: `expected a boolean, got ${describe(v)}`, input: v })
        return z.NEVER
      }),
    ),
    false,
  ),
)

/**
 * A list of numbers sent as `"1;3"` (the spec's semicolon lists), as an array, or as a single number.
 * Absent, null or empty reads as `[]`. Chinese full-width semicolons and commas are tolerated.
 */
export const semicolonNumbers = lazySchema(() =>
  absentAllowed(
    z.pipe(
      z.unknown(),
      z.transform((v, ctx): number[] => {
        if (v === undefined || v === null) return []
        const parts: unknown[] =
          typeof v === 'string'
            ? v
                .split(/[;；,，]/)
                .map((s) => s.trim())
                .filter((s) => s !== '')
            : Array.isArray(v)
              ? v
              : [v]
        const out: number[] = []
        for (const p of parts) {
          const n = typeof p === 'number' ? p : typeof p === 'string' && p.trim() !== '' ? Number(p) : NaN
          if (!Number.isFinite(n)) {
            ctx.issues.push({
              code: 'custom',
              message: `expected a semicolon list of numbers, got ${describe(v)}`,
              input: v,
            })
            return z.NEVER
          }
          out.push(n)
        }
        return out
      }),
    ),
    () => [],
  ),
)

/** Makes a field optional: absent or null both read as `undefined`. */
export function optional<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v, ctx): z.output<T> | undefined => {
        if (v === undefined || v === null) return undefined
        const r = z.safeParse(schema, v)
        if (r.success) return r.data
        for (const issue of r.error.issues) ctx.issues.push({ ...issue, input: v, path: issue.path } as never)
        return z.NEVER
      }),
    ),
  )
}

/** Like {@link optional} but with a default for absent or null values. */
export function withDefault<T extends z.ZodMiniType>(schema: T, fallback: () => z.output<T>) {
  return absentAllowed(
    z.pipe(
      z.unknown(),
      z.transform((v, ctx): z.output<T> => {
        if (v === undefined || v === null) return fallback()
        const r = z.safeParse(schema, v)
        if (r.success) return r.data
        for (const issue of r.error.issues) ctx.issues.push({ ...issue, input: v } as never)
        return z.NEVER
      }),
    ),
    fallback,
  )
}

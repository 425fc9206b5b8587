import { en } from 'zod/locales'
import * as z from 'zod/mini'
import { lazySchema } from '../model/lazySchema.js'

// zod/mini ships no locale: without one every issue reads just "Invalid input". The contract used to be
// classic zod, which installs English on its first schema; keep those messages (the clients' and the
// reference server's `issues`) by doing the same here, where every contract schema is built. A locale
// the host configured first wins, as with classic zod. The rules bundle (model only) stays locale-free.
if (!z.config().localeError) z.config(en())

/**
 * Building blocks of the wire format shared by every endpoint (docs/api.md "Conventions"):
 * - every body is a JSON object; the main client adds `basicInfo: { platform }` to every POST body;
 * - every answer is an envelope `{ iRet, message, …payload }`: `iRet` 0 is success;
 * - lists come as `{ list, total }`, single objects as `{ data }`;
 * - paging is `offset`/`size`; ids are strings; money is a decimal string (`"99.00"`);
 *   timestamps are ISO 8601 with offset (`2026-11-22T09:30:00+08:00`), calendar days `YYYY-MM-DD`.
 */

/** `basicInfo` the main client adds to every POST body. */
export const BasicInfoSchema = lazySchema(() => z.object({ platform: z.optional(z.string()) }).check(z.describe('Added by the main client to every POST body')))

/** Most characters an id may have (docs/decisions.md wave2-hostile-1). */
export const ID_MAX_LENGTH = 64

/**
 * An opaque string id: 1–64 characters of `A–Z a–z 0–9 . _ : -`. The bound keeps hostile text (NUL,
 * control characters, megabytes) away from the database; every id the backends issue fits it.
 */
export const IdSchema = lazySchema(() => z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(ID_MAX_LENGTH),
    z.regex(/^[A-Za-z0-9._:-]+$/, 'expected an id: letters, digits and . _ : - only'),
    z.describe('Opaque id (string): 1–64 characters of A–Z a–z 0–9 . _ : -'),
  ))

/** Bounds of the integers a request may carry: PostgreSQL's `integer` (32-bit signed). */
export const INT32_MIN = -2_147_483_648
export const INT32_MAX = 2_147_483_647

/** An integer of a request (status codes, period ids, …): 32-bit signed, so it always fits the database. */
export const Int32Schema = lazySchema(() => z.int32().check(z.describe('Integer, 32-bit signed (−2147483648 … 2147483647)')))

/** Free text of a request that has no tighter rule: what `TextSchema` allows at most. */
export const TEXT_MAX_LENGTH = 200

/** Most items a request array may carry when the endpoint states no tighter limit. */
export const ARRAY_MAX_ITEMS = 100

/**
 * Free text of a request: at most `max` characters (UTF-16 units), never a NUL character nor half a
 * surrogate pair (PostgreSQL text cannot hold either). Checks run after `trim` when one is given first.
 *
 * @example
 * const keyword = TextSchema(50, { trim: true, min: 1 })
 */
export function TextSchema(max: number = TEXT_MAX_LENGTH, options: { trim?: boolean; min?: number } = {}) {
  const checks = [
    ...(options.trim ? [z.trim()] : []),
    ...(options.min !== undefined ? [z.minLength(options.min)] : []),
    z.maxLength(max),
    // eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text refuses
    z.regex(/^[^\u0000]*$/, 'must not contain a NUL character'),
    // JSON may escape half of a surrogate pair ("\udc00"); such text has no UTF-8 form and the database refuses it.
    z.regex(/^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/, 'must be well-formed Unicode text'),
  ]
  return z.string().check(...checks)
}

/** A decimal amount of money as text, at most 2 decimals, e.g. `"99.00"`. */
export const MoneySchema = lazySchema(() => z
  .string()
  .check(z.regex(/^-?\d+(\.\d{1,2})?$/, 'expected a decimal amount such as "99.00"'), z.describe('Money as a decimal string, yuan')))

/** A percentage or ratio as decimal text, e.g. `"62.5"` (percent) or `"-1.23"`. */
export const DecimalSchema = lazySchema(() => z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text'), z.describe('Decimal as text')))

/** ISO 8601 timestamp with offset. */
export const TimestampSchema = lazySchema(() => z.iso.datetime({ offset: true }).check(z.describe('ISO 8601 timestamp with offset')))

/** A calendar day `YYYY-MM-DD`. */
export const DaySchema = lazySchema(() => z.iso.date().check(z.describe('Calendar day YYYY-MM-DD')))

/** First and last day `RequestDaySchema` accepts. */
export const REQUEST_DAY_MIN = '1990-12-19'
export const REQUEST_DAY_MAX = '2099-12-31'

/**
 * A calendar day a caller asks about: `YYYY-MM-DD` from 1990-12-19 (the Shanghai exchange's first trading day) to
 * 2099-12-31. Far-future days (year 9999, whose next day has no `YYYY-MM-DD` form) are refused as malformed rather
 * than computed (issue #34).
 */
export const RequestDaySchema = lazySchema(() =>
  z.iso.date().check(
    z.refine((day) => day >= REQUEST_DAY_MIN && day <= REQUEST_DAY_MAX, `expected a day from ${REQUEST_DAY_MIN} to ${REQUEST_DAY_MAX}`),
    z.describe(`Calendar day YYYY-MM-DD, ${REQUEST_DAY_MIN} to ${REQUEST_DAY_MAX}`),
  ),
)
/** Product risk level R1 (lowest) … R5. */
export const ProductRiskSchema = lazySchema(() => z.enum(['R1', 'R2', 'R3', 'R4', 'R5']))

/** Paging of list requests: `offset` rows skipped, `size` rows wanted (max 10000, the refund list size). */
export const pageFields = {
  offset: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(INT32_MAX)), 0),
  size: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 20),
}

/** The fields every answer carries. */
export const envelopeFields = {
  iRet: z.number().check(z.int(), z.describe('0 success; other values are failures (docs/decisions.md api-4)')),
  message: z.optional(z.string()),
}

/** An answer that carries nothing beyond success or failure. */
export const OkResponseSchema = lazySchema(() => z.object(envelopeFields))

/** Any envelope, success or failure: what a server may always answer. */
export const EnvelopeSchema = lazySchema(() => z.looseObject(envelopeFields))

/** A failure envelope: non-zero `iRet`, non-empty `message`. */
export const FailureEnvelopeSchema = lazySchema(() => z.looseObject({
  iRet: z.number().check(z.int(), z.refine((n) => n !== 0, 'a failure has a non-zero iRet')),
  message: z.string().check(z.minLength(1)),
}))

/**
 * A list answer `{ iRet, message, list, total }`. `list` defaults to `[]` so the empty result of a
 * remote-call timeout parses; `total` is the row count over all pages when the endpoint pages.
 *
 * @example
 * const AdviserListResponse = listResponse(AdviserCardSchema)
 */
export function listResponse<T extends z.core.SomeType>(item: T) {
  return z.object({ ...envelopeFields, list: z._default(z.array(item), []), total: z.optional(z.number().check(z.int(), z.minimum(0))) })
}

/**
 * A single-object answer `{ iRet, message, data }`.
 *
 * @example
 * const DetailResponse = dataResponse(LiveRoomDetailSchema)
 */
export function dataResponse<T extends z.core.$ZodType>(data: T) {
  return z.object({ ...envelopeFields, data })
}

/**
 * Builds a success body for a server or a test: `{ iRet: 0, message: '', ...payload }`.
 *
 * @example
 * c.json(apiOk({ list: advisers, total: 12 }))
 */
export function apiOk<P extends Record<string, unknown>>(payload: P): { iRet: 0; message: string } & P {
  return { iRet: 0, message: '', ...payload }
}

/**
 * Builds a failure body: `{ iRet, message }` with a non-zero code.
 *
 * @example
 * c.json(apiError(1001, '验证码错误'))
 */
export function apiError(iRet: number, message: string): { iRet: number; message: string } {
  if (iRet === 0) throw new RangeError('apiError needs a non-zero iRet')
  return { iRet, message }
}

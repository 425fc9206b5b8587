import * as z from 'zod/mini'
import { lenientNumber, lenientString, withDefault } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'
import { lazySchema } from './lazySchema.js'

/** Content types that need the risk-disclosure prompt (spec §4): live is type 2, tips type 4. */
export const DISCLOSURE_CONTENT_TYPES = { Live: 2, Tips: 4 } as const
export type DisclosureKind = keyof typeof DISCLOSURE_CONTENT_TYPES

/** What local storage keeps per user (spec §3): when, and which items (`Live12`, `Tips7`). */
export const RiskDisclosureRecordSchema = lazySchema(() =>
  z.object({
    timestamp: lenientNumber,
    list: withDefault(z.array(lenientString), () => []),
  }),
)
export type RiskDisclosureRecord = z.output<typeof RiskDisclosureRecordSchema>

/** @example parseRiskDisclosureRecord({ timestamp: 1760000000000, list: ['Live12'] }) */
export function parseRiskDisclosureRecord(input: unknown): ParseResult<RiskDisclosureRecord> {
  return parseWith(RiskDisclosureRecordSchema, input, 'RiskDisclosureRecord')
}

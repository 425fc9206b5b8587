import * as z from 'zod/mini'
import { lenientString, optional } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'
import { lazySchema } from './lazySchema.js'

/** An adviser (投顾) as listed (spec §3). */
export const AdviserSchema = lazySchema(() =>
  z.object({
    teamName: optional(lenientString),
    tgName: optional(lenientString),
    name: optional(lenientString),
  }),
)
export type Adviser = z.output<typeof AdviserSchema>

/** @example parseAdviser({ tgName: '张三', teamName: '价值团队' }) */
export function parseAdviser(input: unknown): ParseResult<Adviser> {
  return parseWith(AdviserSchema, input, 'Adviser')
}

/**
 * The name to show: the adviser's own name, else the team name.
 * @example adviserDisplayName({ tgName: '张三', teamName: '价值团队' }) // '张三'
 */
export function adviserDisplayName(a: Adviser): string {
  return a.tgName || a.name || a.teamName || ''
}

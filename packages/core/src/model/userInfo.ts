import * as z from 'zod/mini'
import { lenientString, optional } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'
import { lazySchema } from './lazySchema.js'

const s = lazySchema(() => optional(lenientString))

/** The signed-in session (spec §3). Everything is optional: a visitor has no clientId or token. */
export const UserInfoSchema = lazySchema(() =>
  z.object({
    clientId: s,
    /** Fund account number. */
    cid: s,
    phone: s,
    token: s,
    platform: s,
    userName: s,
    unionid: s,
    /** Investor risk level, e.g. "C3" or "3". */
    riskLevel: s,
    levelName: s,
    /** End of the risk evaluation's validity, e.g. "20261231" or "2026-12-31". */
    riskEndDate: s,
    customerClass: s,
    singleFlag: s,
  }),
)
export type UserInfo = z.output<typeof UserInfoSchema>

/** @example parseUserInfo({ clientId: 1001, cid: '880001', token: 't' }) // clientId becomes '1001' */
export function parseUserInfo(input: unknown): ParseResult<UserInfo> {
  return parseWith(UserInfoSchema, input, 'UserInfo')
}

/**
 * Logged in means clientId and token are both present (spec §6).
 * @example isLoggedIn({ clientId: '1', token: 'x' }) // true
 */
export function isLoggedIn(user: UserInfo | null | undefined): boolean {
  return !!user?.clientId && !!user.token
}

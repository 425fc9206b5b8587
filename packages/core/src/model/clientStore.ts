import * as z from 'zod/mini'
import { FollowupPaperSchema } from './followupPaper.js'
import { lenientBoolean, lenientNumber, lenientString, optional, withDefault } from './lenient.js'
import { parseWith, type ParseResult } from './parseResult.js'

/** -1 unknown (not yet queried), 0 no orders, 1 has orders (spec §3). */
export type NewUserState = -1 | 0 | 1

const newUserState = z.pipe(
  lenientNumber,
  z.transform((n, ctx): NewUserState => {
    if (n === -1 || n === 0 || n === 1) return n
    ctx.issues.push({ code: 'custom', message: `expected isNewUser -1, 0 or 1, got ${n}`, input: n })
    return z.NEVER
  }),
)

/** WeChat / native share data kept for the current page. */
export const ShareDataSchema = z.object({
  title: withDefault(lenientString, () => ''),
  desc: withDefault(lenientString, () => ''),
  link: withDefault(lenientString, () => ''),
  imgUrl: withDefault(lenientString, () => ''),
})
export type ShareData = z.output<typeof ShareDataSchema>

/** Pull-down / pull-up refresh of the native webview (spec §2 navigation). */
export const PullRefreshSchema = z.object({ pullDown: lenientBoolean, pullUp: lenientBoolean })
export type PullRefresh = z.output<typeof PullRefreshSchema>

/**
 * Fields of the client store (spec §3). Privilege entries' contents are not specified, so they are kept as
 * received; `userQuiz` and `tipsSelect` likewise.
 */
export const ClientStoreSchema = z.object({
  openid: withDefault(lenientString, () => ''),
  privilegeList: withDefault(z.array(z.unknown()), () => []),
  /** Epoch ms of the last privilege query, null before the first. */
  privilegeQueryTime: z.pipe(
    optional(lenientNumber),
    z.transform((v): number | null => v ?? null),
  ),
  queryCount: withDefault(lenientNumber, () => 0),
  shareData: z.pipe(
    optional(ShareDataSchema),
    z.transform((v): ShareData | null => v ?? null),
  ),
  /** Audio URLs by content id. */
  audioUrls: withDefault(
    z.pipe(
      z.unknown(),
      z.transform((v, ctx): Record<string, string> => {
        if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
          const entries = Object.entries(v)
          if (entries.every(([, url]) => typeof url === 'string')) return Object.fromEntries(entries)
        }
        ctx.issues.push({ code: 'custom', message: 'expected audio URLs by id', input: v })
        return z.NEVER
      }),
    ),
    () => ({}),
  ),
  isNewUser: withDefault(newUserState, (): NewUserState => -1),
  userQuiz: z.pipe(
    z.optional(z.unknown()),
    z.transform((v): unknown => v ?? null),
  ),
  tipsSelect: z.pipe(
    z.optional(z.unknown()),
    z.transform((v): unknown => v ?? null),
  ),
  followupPaper: z.pipe(
    optional(FollowupPaperSchema),
    z.transform((v) => v ?? null),
  ),
  pullRefresh: withDefault(PullRefreshSchema, (): PullRefresh => ({ pullDown: false, pullUp: false })),
})
export type ClientStoreFields = z.output<typeof ClientStoreSchema>

/**
 * A fresh client store state.
 * @example initialClientStore().isNewUser // -1
 */
export function initialClientStore(): ClientStoreFields {
  return {
    openid: '',
    privilegeList: [],
    privilegeQueryTime: null,
    queryCount: 0,
    shareData: null,
    audioUrls: {},
    isNewUser: -1,
    userQuiz: null,
    tipsSelect: null,
    followupPaper: null,
    pullRefresh: { pullDown: false, pullUp: false },
  }
}

/** Restores persisted client store fields; missing fields take their initial values. @example parseClientStore({}) */
export function parseClientStore(input: unknown): ParseResult<ClientStoreFields> {
  return parseWith(ClientStoreSchema, input, 'ClientStore')
}

import * as z from 'zod/mini'
import { FollowupPaperSchema, type FollowupPaper } from '../model/followupPaper.js'
import { lenientBoolean, lenientNumber, lenientString, optional, withDefault } from '../model/lenient.js'
import { parseWith, type ParseResult } from '../model/parseResult.js'
import type { KeyValueStorage } from '../disclosure/riskDisclosureStore.js'
import type { StateStream } from '../streams/stateStream.js'
import { createStateCell } from '../streams/stateCell.js'
import { lazySchema } from '../model/lazySchema.js'

// The client store (spec §3): its fields, how they are restored from storage, and the store itself.

/** -1 unknown (not yet queried), 0 no orders, 1 has orders (spec §3). */
export type NewUserState = -1 | 0 | 1

const newUserState = lazySchema(() => z.pipe(
  lenientNumber,
  z.transform((n, ctx): NewUserState => {
    if (n === -1 || n === 0 || n === 1) return n
    ctx.issues.push({ code: 'custom', message: `expected isNewUser -1, 0 or 1, got ${n}`, input: n })
    return z.NEVER
  }),
))

/** WeChat / native share data kept for the current page. */
export const ShareDataSchema = lazySchema(() => z.object({
  title: withDefault(lenientString, () => ''),
  desc: withDefault(lenientString, () => ''),
  link: withDefault(lenientString, () => ''),
  imgUrl: withDefault(lenientString, () => ''),
}))
export type ShareData = z.output<typeof ShareDataSchema>

/** Pull-down / pull-up refresh of the native webview (spec §2 navigation). */
export const PullRefreshSchema = lazySchema(() => z.object({ pullDown: lenientBoolean, pullUp: lenientBoolean }))
export type PullRefresh = z.output<typeof PullRefreshSchema>

/**
 * Fields of the client store (spec §3). `userQuiz` and `tipsSelect` are kept as received. The spec's privilege
 * list and last privilege query time live in the privilege cache (`createPrivilegeCache`, its `state$`),
 * the one place that writes them.
 */
export const ClientStoreSchema = lazySchema(() => z.object({
  openid: withDefault(lenientString, () => ''),
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
}))
export type ClientStoreFields = z.output<typeof ClientStoreSchema>

/**
 * A fresh client store state.
 * @example initialClientStore().isNewUser // -1
 */
export function initialClientStore(): ClientStoreFields {
  return {
    openid: '',
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

/**
 * The client store's state: the spec §3 fields plus `showFollowupPaper`, the show-paper flag of the root
 * view's type 2 questionnaire overlay (spec §2).
 */
export type ClientState = ClientStoreFields & { showFollowupPaper: boolean }

/** Fields kept across reloads (docs/decisions.md api-4); the others live for the page's lifetime. */
export const PERSISTED_CLIENT_FIELDS = ['openid', 'audioUrls', 'isNewUser', 'userQuiz', 'tipsSelect', 'followupPaper'] as const satisfies readonly (keyof ClientStoreFields)[]

/** Fields that belong to the signed-in user and are dropped on sign-out or a user change. */
const USER_FIELDS = ['isNewUser', 'userQuiz', 'tipsSelect', 'followupPaper', 'queryCount'] as const

export interface ClientStoreOptions {
  /** Web Storage (localStorage fits), injected so core stays DOM-free. */
  storage: KeyValueStorage
  /** Storage key; defaults to `tougu.clientStore`. */
  key?: string
}

export interface ClientStore {
  state$: StateStream<ClientState>
  getValue(): ClientState
  /** Merges fields; emits (and persists) only when one of them changed. */
  update(patch: Partial<ClientState>): void
  /** Remembers the audio url of one item. */
  setAudioUrl(id: string, url: string): void
  /** Stores a follow-up paper; a type 2 paper raises the show-paper flag, null clears both. */
  setFollowupPaper(paper: FollowupPaper | null): void
  /** Drops the user's fields (sign-out, another user signed in). */
  clearUserData(): void
  dispose(): void
}

function readPersisted(storage: KeyValueStorage, key: string): ClientStoreFields {
  let text: string | null
  try {
    text = storage.getItem(key)
  } catch {
    // Storage blocked (private mode): start empty, as on a first visit.
    return initialClientStore()
  }
  if (text === null) return initialClientStore()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return initialClientStore()
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return initialClientStore()
  const picked: Record<string, unknown> = {}
  for (const field of PERSISTED_CLIENT_FIELDS) picked[field] = (json as Record<string, unknown>)[field]
  const parsed = parseClientStore(picked)
  // A corrupted entry reads as empty (issue 4), rather than half-restored.
  return parsed.ok ? parsed.value : initialClientStore()
}

/**
 * The client store (spec §3): openid, privileges, share data, audio urls by id, isNewUser, userQuiz,
 * tipsSelect, followupPaper, pull-refresh attributes. {@link PERSISTED_CLIENT_FIELDS} survive a reload
 * through the injected storage; a corrupted entry reads as empty.
 *
 * @example
 * const client = createClientStore({ storage: localStorage })
 * client.update({ isNewUser: 1 })
 * client.state$.subscribe((s) => s.showFollowupPaper && s.followupPaper && showPaper(s.followupPaper))
 */
export function createClientStore(options: ClientStoreOptions): ClientStore {
  const key = options.key ?? 'tougu.clientStore'
  const restored = readPersisted(options.storage, key)
  const cell = createStateCell<ClientState>({ ...restored, showFollowupPaper: restored.followupPaper?.type === 2 })

  const persist = (state: ClientState): void => {
    const out: Record<string, unknown> = {}
    for (const field of PERSISTED_CLIENT_FIELDS) out[field] = state[field]
    try {
      options.storage.setItem(key, JSON.stringify(out))
    } catch {
      // Quota or blocked storage: the state stays correct in memory for this page; nothing else to do.
    }
  }

  const update = (patch: Partial<ClientState>): void => {
    const current = cell.get()
    const changed = (Object.keys(patch) as (keyof ClientState)[]).filter((k) => !Object.is(patch[k], current[k]))
    if (changed.length === 0) return
    const next = { ...current, ...patch }
    cell.set(next)
    if (changed.some((k) => (PERSISTED_CLIENT_FIELDS as readonly string[]).includes(k))) persist(next)
  }

  return {
    state$: cell.stream,
    getValue: () => cell.get(),
    update,
    setAudioUrl(id, url) {
      if (cell.get().audioUrls[id] === url) return
      update({ audioUrls: { ...cell.get().audioUrls, [id]: url } })
    },
    setFollowupPaper(paper) {
      update({ followupPaper: paper, showFollowupPaper: paper?.type === 2 })
    },
    clearUserData() {
      const initial = initialClientStore()
      const patch: Partial<ClientState> = { showFollowupPaper: false }
      for (const field of USER_FIELDS) Object.assign(patch, { [field]: initial[field] })
      update(patch)
    },
    dispose: () => cell.complete(),
  }
}

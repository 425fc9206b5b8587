import {
  DISCLOSURE_CONTENT_TYPES,
  type DisclosureKind,
  type RiskDisclosureRecord,
} from '../model/riskDisclosureRecord.js'
import { parseRiskDisclosureRecord } from '../model/riskDisclosureRecord.js'
import { dayKey } from '../format/calendarDay.js'

/** The Web Storage calls the store needs (localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface RiskDisclosureStoreOptions {
  storage: KeyValueStorage
  /** The clock, epoch ms. */
  now: () => number
  /** Storage key prefix; the user id follows. */
  keyPrefix?: string
}

export interface RiskDisclosureStore {
  /** True unless this user acknowledged this item today (local calendar day). */
  needsPrompt(userId: string, kind: DisclosureKind, id: string | number): boolean
  /** Records today's acknowledgement. Returns false when storage refused the write (the prompt will show again). */
  acknowledge(userId: string, kind: DisclosureKind, id: string | number): boolean
  /** Today's record of a user, or null (none, an earlier day, or corrupted). */
  read(userId: string): RiskDisclosureRecord | null
}

/**
 * Which disclosure a content type needs (spec §4): live is type 2, tips type 4, others none.
 * @example disclosureKindOf(4) // 'Tips'
 */
export function disclosureKindOf(contentType: number | string): DisclosureKind | null {
  const n = Number(contentType)
  return n === DISCLOSURE_CONTENT_TYPES.Live ? 'Live' : n === DISCLOSURE_CONTENT_TYPES.Tips ? 'Tips' : null
}

/**
 * Risk-disclosure acknowledgements (spec §3, §4): per user, per item, per calendar day, stored as
 * `{ timestamp, list: ['Live12', 'Tips7'] }` under one key per user. A record from an earlier day, or a
 * corrupted one, reads as empty.
 * @example
 * const disclosures = createRiskDisclosureStore({ storage: localStorage, now: () => Date.now() })
 * if (disclosures.needsPrompt(user.clientId, 'Live', 12)) showPrompt()
 * disclosures.acknowledge(user.clientId, 'Live', 12)
 */
export function createRiskDisclosureStore(options: RiskDisclosureStoreOptions): RiskDisclosureStore {
  const prefix = options.keyPrefix ?? 'tougu.riskDisclosure.'
  const key = (userId: string) => `${prefix}${userId}`

  const read = (userId: string): RiskDisclosureRecord | null => {
    let raw: string | null
    try {
      raw = options.storage.getItem(key(userId))
    } catch {
      // Storage blocked (private mode, disabled cookies): nothing remembered, so the prompt shows.
      return null
    }
    if (raw === null) return null
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return null
    }
    const r = parseRiskDisclosureRecord(json)
    if (!r.ok) return null
    return dayKey(new Date(r.value.timestamp)) === dayKey(new Date(options.now())) ? r.value : null
  }

  return {
    read,
    needsPrompt(userId, kind, id) {
      return !(read(userId)?.list.includes(`${kind}${id}`) ?? false)
    },
    acknowledge(userId, kind, id) {
      const entry = `${kind}${id}`
      const today = read(userId)
      const list = today ? (today.list.includes(entry) ? today.list : [...today.list, entry]) : [entry]
      try {
        options.storage.setItem(key(userId), JSON.stringify({ timestamp: options.now(), list }))
        return true
      } catch {
        return false
      }
    },
  }
}

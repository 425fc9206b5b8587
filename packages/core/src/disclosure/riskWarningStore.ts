import { dayKey } from '../format/calendarDay.js'
import type { KeyValueStorage } from './riskDisclosureStore.js'

export interface RiskWarningStoreOptions {
  storage: KeyValueStorage
  /** The clock, epoch ms. */
  now: () => number
  /** Storage key prefix; the user id follows. */
  keyPrefix?: string
}

export interface RiskWarningStore {
  /** True unless this user (or, with '', this visitor's browser) saw the warning today (local calendar day). */
  isDue(userId: string): boolean
  /** Records today's 知道了. Returns false when storage refused the write (the warning shows again). */
  acknowledge(userId: string): boolean
}

/**
 * The spec §8 risk warning (风险提示 / 知道了) where investors read advice: once per calendar day per investor
 * (decision wave2-compliance-3). Stores the time of the last 知道了 under one key per user; an unreadable or
 * older value means the warning is due.
 * @example
 * const warnings = createRiskWarningStore({ storage: localStorage, now: () => Date.now() })
 * if (warnings.isDue(user.clientId)) showWarning()
 */
export function createRiskWarningStore(options: RiskWarningStoreOptions): RiskWarningStore {
  const prefix = options.keyPrefix ?? 'tougu.riskWarning.'
  const key = (userId: string) => `${prefix}${userId}`
  return {
    isDue(userId) {
      let raw: string | null
      try {
        raw = options.storage.getItem(key(userId))
      } catch {
        // Storage blocked: nothing remembered, so the warning shows.
        return true
      }
      const at = raw === null ? NaN : Number(raw)
      if (!Number.isFinite(at)) return true
      return dayKey(new Date(at)) !== dayKey(new Date(options.now()))
    },
    acknowledge(userId) {
      try {
        options.storage.setItem(key(userId), String(options.now()))
        return true
      } catch {
        return false
      }
    },
  }
}

import { describe, expect, it } from 'vitest'
import { createRiskWarningStore } from './riskWarningStore.js'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('createRiskWarningStore', () => {
  const morning = new Date(2026, 10, 23, 9, 0).getTime()

  it('is due until acknowledged, then not again the same day, and due again the next day', () => {
    let now = morning
    const store = createRiskWarningStore({ storage: memoryStorage(), now: () => now })
    expect(store.isDue('C1001')).toBe(true)
    expect(store.acknowledge('C1001')).toBe(true)
    now = new Date(2026, 10, 23, 23, 59).getTime()
    expect(store.isDue('C1001')).toBe(false)
    now = new Date(2026, 10, 24, 0, 1).getTime()
    expect(store.isDue('C1001')).toBe(true)
  })

  it('keeps investors apart (and a visitor, keyed by the empty id)', () => {
    const store = createRiskWarningStore({ storage: memoryStorage(), now: () => morning })
    store.acknowledge('C1001')
    expect(store.isDue('C1002')).toBe(true)
    expect(store.isDue('')).toBe(true)
  })

  it('shows the warning when the stored value is unreadable or storage is blocked', () => {
    const storage = memoryStorage()
    storage.map.set('tougu.riskWarning.C1001', 'yesterday')
    expect(createRiskWarningStore({ storage, now: () => morning }).isDue('C1001')).toBe(true)
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const store = createRiskWarningStore({ storage: blocked, now: () => morning })
    expect(store.isDue('C1001')).toBe(true)
    expect(store.acknowledge('C1001')).toBe(false)
  })
})

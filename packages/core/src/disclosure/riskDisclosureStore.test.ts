import { describe, expect, it } from 'vitest'
import { createRiskDisclosureStore, disclosureKindOf, type KeyValueStorage } from '../index.js'

/** An in-memory Web Storage with the same string-only contract as localStorage. */
function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  }
}

function setup(start = new Date(2026, 2, 10, 9, 0)) {
  const storage = memoryStorage()
  let now = start.getTime()
  const store = createRiskDisclosureStore({ storage, now: () => now })
  return { storage, store, setNow: (d: Date) => (now = d.getTime()) }
}

describe('createRiskDisclosureStore', () => {
  it('prompts until acknowledged, per item and kind', () => {
    const { store, storage } = setup()
    expect(store.needsPrompt('u1', 'Live', 12)).toBe(true)
    expect(store.acknowledge('u1', 'Live', 12)).toBe(true)
    expect(store.needsPrompt('u1', 'Live', 12)).toBe(false)
    expect(store.needsPrompt('u1', 'Live', 13)).toBe(true)
    expect(store.needsPrompt('u1', 'Tips', 12)).toBe(true)
    store.acknowledge('u1', 'Tips', '7')
    store.acknowledge('u1', 'Live', 12)
    expect(JSON.parse(storage.data.get('tougu.riskDisclosure.u1') ?? '')).toEqual({
      timestamp: new Date(2026, 2, 10, 9, 0).getTime(),
      list: ['Live12', 'Tips7'],
    })
  })

  it('is per user', () => {
    const { store } = setup()
    store.acknowledge('u1', 'Live', 12)
    expect(store.needsPrompt('u2', 'Live', 12)).toBe(true)
    expect(store.needsPrompt('u1', 'Live', 12)).toBe(false)
  })

  it('is per calendar day: valid until 23:59, prompts again after midnight', () => {
    const { store, setNow } = setup(new Date(2026, 2, 10, 23, 58))
    store.acknowledge('u1', 'Live', 12)
    setNow(new Date(2026, 2, 10, 23, 59, 59))
    expect(store.needsPrompt('u1', 'Live', 12)).toBe(false)
    setNow(new Date(2026, 2, 11, 0, 0, 1))
    expect(store.needsPrompt('u1', 'Live', 12)).toBe(true)
    store.acknowledge('u1', 'Tips', 3) // a new day starts a new list
    expect(store.read('u1')?.list).toEqual(['Tips3'])
    expect(store.needsPrompt('u1', 'Live', 12)).toBe(true)
  })

  it('a corrupted entry reads as empty and is replaced by the next acknowledgement', () => {
    const { store, storage } = setup()
    for (const junk of [
      '{not json',
      '"text"',
      '{"timestamp":"abc","list":[]}',
      '{"timestamp":1,"list":"Live12"}',
      'null',
    ]) {
      storage.data.set('tougu.riskDisclosure.u1', junk)
      expect(store.needsPrompt('u1', 'Live', 12)).toBe(true)
      expect(store.read('u1')).toBeNull()
    }
    store.acknowledge('u1', 'Live', 12)
    expect(store.needsPrompt('u1', 'Live', 12)).toBe(false)
  })

  it('a storage that throws means prompting again, never a crash', () => {
    let now = 0
    const store = createRiskDisclosureStore({
      storage: {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
        removeItem: () => {},
      },
      now: () => (now += 1),
    })
    expect(store.needsPrompt('u1', 'Tips', 1)).toBe(true)
    expect(store.acknowledge('u1', 'Tips', 1)).toBe(false)
  })

  it('live is content type 2, tips type 4', () => {
    expect(disclosureKindOf(2)).toBe('Live')
    expect(disclosureKindOf('4')).toBe('Tips')
    expect(disclosureKindOf(3)).toBeNull()
  })
})

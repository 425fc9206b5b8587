import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createRiskDisclosureStore,
  filterPriceItems,
  formatDuration,
  formatRelativeTime,
  parsePriceItem,
  type KeyValueStorage,
} from '../index.js'

const dateText = fc.oneof(
  fc.string(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc
    .tuple(
      fc.integer({ min: 1990, max: 2100 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
)
const now = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })

describe('other rules, property-based', () => {
  it('filterPriceItems never throws, keeps or blanks every windowed price, and only 24 may be dropped', () => {
    const rawItem = fc.record(
      {
        periodId: fc.constantFrom(0, 1, 14, 20, 24, '24'),
        price: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
        startDate: dateText,
        endDate: dateText,
        ext: fc.oneof(
          fc.string(),
          fc.json(),
          fc.record({ startDate: dateText, endDate: dateText }).map((o) => JSON.stringify(o)),
        ),
        moduleEndTime: fc.oneof(dateText, fc.integer({ min: 0 }).map(String)),
      },
      { requiredKeys: ['periodId'] },
    )
    fc.assert(
      fc.property(fc.array(rawItem, { maxLength: 6 }), now, (raws, at) => {
        const items = raws.map((r) => parsePriceItem(r)).flatMap((r) => (r.ok ? [r.value] : []))
        const out = filterPriceItems(items, at)
        expect(out.filter((i) => i.periodId !== 24)).toHaveLength(
          items.filter((i) => i.periodId !== 24).length,
        )
        for (const i of out) {
          if (i.periodId === 24) expect(i.price).toBe(0)
          else {
            const before = items.find(
              (x) => x.periodId === i.periodId && (x.price === i.price || i.price === null),
            )
            expect(before).toBeDefined()
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('formatRelativeTime and formatDuration never throw and always say something for valid input', () => {
    fc.assert(
      fc.property(
        fc.oneof(dateText, fc.integer(), fc.date({ noInvalidDate: true })),
        now,
        fc.double(),
        (date, at, ms) => {
          expect(typeof formatRelativeTime(date, at)).toBe('string')
          expect(formatDuration(ms)).toMatch(/^(\d+(年|个月|天|小时|分钟))+$/)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('the disclosure store never throws on whatever storage holds, and acknowledging always stops the prompt', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json()),
        fc.string(),
        fc.constantFrom<'Live' | 'Tips'>('Live', 'Tips'),
        fc.nat(),
        (junk, userId, kind, id) => {
          const data = new Map<string, string>([[`tougu.riskDisclosure.${userId}`, junk]])
          const storage: KeyValueStorage = {
            getItem: (k) => data.get(k) ?? null,
            setItem: (k, v) => void data.set(k, v),
            removeItem: (k) => void data.delete(k),
          }
          const store = createRiskDisclosureStore({ storage, now: () => new Date(2026, 0, 1, 12).getTime() })
          store.needsPrompt(userId, kind, id)
          expect(store.acknowledge(userId, kind, id)).toBe(true)
          expect(store.needsPrompt(userId, kind, id)).toBe(false)
        },
      ),
      { numRuns: 300 },
    )
  })
})

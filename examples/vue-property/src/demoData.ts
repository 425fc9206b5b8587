import { parseFollowupPaper, parsePriceList, type FollowupPaper, type PriceItem } from '@tougu/core'
import rawPaper from './paper.json'

// A property would load these from the reference API (POST /api/user/getFollowupPaper and the product's
// price list); the demo ships fixed data so the page runs from a static build. They go through core's
// parsers all the same, the way a server answer would.
const parsed = parseFollowupPaper(rawPaper)
if (!parsed.ok) throw new Error(`demo paper: ${parsed.error}`)
export const paper: FollowupPaper = parsed.value

/** Local calendar day `offset` days from `now`, as the server sends it (YYYY-MM-DD). */
function day(now: Date, offset: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** Prices around today: one current, one expired, one without dates, one limited free. */
export function demoPrices(now: Date): PriceItem[] {
  const list = parsePriceList([
    { periodId: 14, price: 99, startDate: day(now, -10), endDate: day(now, 20) },
    { periodId: 16, price: 268, startDate: day(now, -40), endDate: day(now, -1) },
    { periodId: 20, price: 998 },
    { periodId: 24, price: 5, moduleEndTime: day(now, 3) },
  ])
  if (!list.ok) throw new Error(`demo prices: ${list.error}`)
  return list.value
}

// What the seed sells (issue #32): each adviser covers two themes, and every product is on one theme its adviser
// covers; its name, its risk level, its prices and its counts follow from that (decision wave3-seed-1). Pure data and
// pure functions: the content (opinions, updates, rooms) is built from this in content.ts.
import { theme, type ThemeName } from './market.js'
import { createRandom } from './random.js'

/** The themes each adviser covers (index = adviser TG001 … TG014), the first their main one. */
export const ADVISER_THEMES: readonly (readonly [ThemeName, ThemeName])[] = [
  ['新能源', '光伏'],
  ['半导体', '人工智能'],
  ['医药', '消费'],
  ['银行', '券商'],
  ['消费', '白酒'],
  ['军工', '半导体'],
  ['白酒', '银行'],
  ['光伏', '新能源'],
  ['人工智能', '半导体'],
  ['人工智能', '券商'],
  ['消费', '医药'],
  ['新能源', '军工'],
  ['半导体', '光伏'],
  ['白酒', '医药'],
]

export const adviserId = (index: number): string => `TG${String((index % ADVISER_THEMES.length) + 1).padStart(3, '0')}`

/** How a tips pack picks: the name's first word, and the reason its pushes give. */
export const TIPS_STYLES = {
  金股: ['业绩增速领先同行', '估值与成长匹配度较高', '机构持仓稳步提升'],
  波段: ['回踩20日均线获得支撑', '缩量调整后重新放量', '突破前期震荡区间'],
  龙头: ['行业龙头地位稳固', '市占率持续提升', '订单能见度高'],
  题材: ['政策催化密集', '产业事件临近', '资金关注度回升'],
  价值: ['估值处于历史低位', '股息率具备吸引力', '现金流稳健'],
} as const
export type TipsStyle = keyof typeof TIPS_STYLES

export interface CatalogueProduct {
  id: string
  kind: 'package' | 'tips' | 'live' | 'commission'
  name: string
  /** The theme the product and all its content are on; the commission product spans the large caps of several. */
  theme: ThemeName | null
  adviserIndex: number
  riskLevel: number
  periods: readonly number[]
  /** The quarter (16) goes on sale in ten days: the app shows it greyed (暂不可选). */
  quarterLater: boolean
  /** 1 for the usual price, more for a dearer product. */
  tier: number
  style?: TipsStyle
  /** Per day at most this many stocks pushed before the open (tips). */
  picksPerDay?: number
  /** The single-stock position limit the content states, in tenths (成): 2 = 20 %. */
  positionLimit?: number
  parentId?: string
  successorId?: string
  sales: number
  subscribers: number
  winRate: string
}

/** Every period unit of spec §3, so every price label renders somewhere. */
const PERIODS = [0, 1, 2, 7, 11, 14, 15, 16, 19, 20, 24] as const
/** Every product offers month/quarter/year; across products, every period unit of spec §3 appears. */
const periodsFor = (i: number): number[] =>
  [...new Set([14, 16, 20, PERIODS[i % PERIODS.length]!, PERIODS[(i + 4) % PERIODS.length]!])].sort((a, b) => a - b)

const PACKAGES: readonly { suffix: string; successorId?: string }[] = [
  { suffix: '掘金' },
  { suffix: '前瞻' },
  { suffix: '深度' },
  { suffix: '精选' },
  { suffix: '精选' },
  { suffix: '前瞻' },
  { suffix: '深度' },
  { suffix: '掘金' },
  { suffix: '深度' },
  // Retiring: its holders are offered the package of the same theme (getProductTransfer).
  { suffix: '前瞻', successorId: 'PKG9' },
]

/** The tips packs: TIP(i+1) is sold by adviser (i + 3) on one of that adviser's themes. TIP13–15 are the 金股 series of TIP1. */
const TIPS: readonly { style: TipsStyle; theme: ThemeName }[] = [
  { style: '金股', theme: '银行' },
  { style: '波段', theme: '消费' },
  { style: '龙头', theme: '军工' },
  { style: '价值', theme: '银行' },
  { style: '题材', theme: '光伏' },
  { style: '龙头', theme: '人工智能' },
  { style: '价值', theme: '券商' },
  { style: '波段', theme: '医药' },
  { style: '题材', theme: '新能源' },
  { style: '龙头', theme: '半导体' },
  { style: '价值', theme: '白酒' },
  { style: '波段', theme: '新能源' },
  { style: '金股', theme: '半导体' },
  { style: '金股', theme: '医药' },
  { style: '金股', theme: '券商' },
]

/** The paid live rooms (every fifth room, LV001 LV006 LV011 LV016) and the product each is sold as. */
export const PAID_ROOMS: readonly { roomIndex: number; productId: string }[] = [0, 1, 2, 3].map((k) => ({ roomIndex: k * 5, productId: `LIVE${k + 1}` }))

/** The products whose quarter goes on sale later (no seeded order buys a quarter of them). */
const QUARTER_LATER = new Set(['TIP5', 'TIP8', 'PKG6'])

/** The commission product's name (no 智能投顾: a person advises, issue #37). */
export const COMMISSION_PRODUCT_NAME = '佣金宝·组合投顾'

/**
 * The catalogue, in insertion order: packages, tips, the commission product, the paid live rooms. Counts are one
 * stored number each: `sales` (all-time buyers, the lists' 累计N人购买) and `subscribers` (holders now, every
 * product page's 已有N人订阅; an opinion package shows the same number).
 */
export function buildCatalogue(): CatalogueProduct[] {
  const r = createRandom(20261122)
  const counts = () => {
    const sales = r.int(300, 5000)
    return { sales, subscribers: Math.round(sales * (0.2 + r.next() * 0.2)), winRate: (r.int(5000, 8200) / 100).toFixed(2) }
  }
  const products: CatalogueProduct[] = []
  PACKAGES.forEach((p, i) => {
    const t = ADVISER_THEMES[i]![0]
    products.push({
      id: `PKG${i + 1}`,
      kind: 'package',
      name: `${t}${p.suffix}观点包`,
      theme: t,
      adviserIndex: i,
      riskLevel: Math.max(1, theme(t).risk - 1),
      periods: periodsFor(i),
      quarterLater: QUARTER_LATER.has(`PKG${i + 1}`),
      tier: [0.8, 1][i % 2]!,
      ...(p.successorId ? { successorId: p.successorId } : {}),
      ...counts(),
    })
  })
  TIPS.forEach((tip, i) => {
    const adviserIndex = (i + 3) % ADVISER_THEMES.length
    if (!ADVISER_THEMES[adviserIndex]!.includes(tip.theme)) throw new Error(`TIP${i + 1}: ${tip.theme} is not a theme of its adviser`)
    products.push({
      id: `TIP${i + 1}`,
      kind: 'tips',
      name: `${tip.style}锦囊·${tip.theme}`,
      theme: tip.theme,
      adviserIndex,
      riskLevel: theme(tip.theme).risk,
      periods: periodsFor(i + 10),
      quarterLater: QUARTER_LATER.has(`TIP${i + 1}`),
      tier: [1, 1.2, 1][i % 3]!,
      style: tip.style,
      picksPerDay: 1 + (i % 3),
      positionLimit: 1 + (i % 3),
      ...(i >= 12 ? { parentId: 'TIP1' } : {}),
      ...counts(),
    })
  })
  products.push({
    id: 'COM1',
    kind: 'commission',
    name: COMMISSION_PRODUCT_NAME,
    theme: null,
    adviserIndex: 0,
    riskLevel: 3,
    // Paid through its fee on turnover, never by a period price (issue #37): no price row.
    periods: [],
    quarterLater: false,
    tier: 1,
    ...counts(),
  })
  PAID_ROOMS.forEach(({ roomIndex, productId }, k) => {
    // The room's host sells it, on the host's main theme.
    const adviserIndex = roomIndex % ADVISER_THEMES.length
    const t = ADVISER_THEMES[adviserIndex]![0]
    products.push({
      id: productId,
      kind: 'live',
      name: `${t}直播特训营`,
      theme: t,
      adviserIndex,
      riskLevel: Math.max(1, theme(t).risk - 1),
      periods: periodsFor(k + 20),
      quarterLater: false,
      tier: 1,
      ...counts(),
    })
  })
  const names = products.map((p) => p.name)
  if (new Set(names).size !== names.length) throw new Error('two products share a name')
  return products
}

export const CATALOGUE: readonly CatalogueProduct[] = buildCatalogue()

export function catalogueProduct(id: string): CatalogueProduct {
  const found = CATALOGUE.find((p) => p.id === id)
  if (!found) throw new Error(`no product ${id} in the catalogue`)
  return found
}

/** List prices per period unit (spec §3), before a product's tier. */
const BASE_PRICE: Record<number, number> = { 0: 9800, 1: 19.9, 2: 36, 7: 99, 11: 180, 14: 298, 15: 560, 16: 798, 19: 1500, 20: 2800, 24: 0 }

/** A price as a shop writes it: 2800, 358, 23.9. */
function shopPrice(yuan: number): number {
  if (yuan >= 1000) return Math.round(yuan / 100) * 100
  if (yuan >= 100) return Math.round(yuan / 10) * 10 - 2
  return Math.round(yuan) - 0.1
}

/** The price (yuan, as text) of a product's period: what its price row says and what a seeded order paid. */
export function priceOf(productId: string, periodId: number): string {
  const p = catalogueProduct(productId)
  if (!p.periods.includes(periodId)) throw new Error(`${productId} has no period ${periodId}`)
  if (periodId === 24) return '0.00'
  return shopPrice((BASE_PRICE[periodId] ?? 99) * p.tier).toFixed(2)
}

/** The struck-through price beside it: a quarter more, or the month's price for the limited-time free period. */
export function oldPriceOf(productId: string, periodId: number): string {
  if (periodId === 24) return priceOf(productId, 14)
  return shopPrice(Number(priceOf(productId, periodId)) * 1.25).toFixed(2)
}

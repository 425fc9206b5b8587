// The seed's market (issue #32): the themes (sectors) the demo's advisers cover, the A-share stocks of each theme
// with a plausible price level, and the quotes drawn from those levels. Every text of the seed that names a sector
// names one of THEMES whole, and every stock it names is one of its theme's (decision wave3-seed-1).

/** A sector the community's content is about. */
export type ThemeName = '新能源' | '半导体' | '医药' | '消费' | '银行' | '券商' | '军工' | '光伏' | '白酒' | '人工智能'

export interface Stock {
  code: string
  name: string
  /** The price level (yuan) every price of the stock in the seed is drawn near: quotes, buy ranges, targets, stops. */
  level: number
}

export interface Theme {
  name: ThemeName
  /** 1–4: the product risk (R1–R4) of a tips pack on this theme; packages and live rooms sit one lower. */
  risk: number
  stocks: readonly Stock[]
  /** What moves the theme: the facts its commentary turns on. */
  drivers: readonly string[]
}

/**
 * The themes and their stocks: real A-share codes and names, price levels of the market around the seed's writing
 * (late 2025). A demo, not market data: the quotes move around these levels, never far.
 */
export const THEMES: readonly Theme[] = [
  {
    name: '新能源',
    risk: 4,
    stocks: [
      { code: '300750', name: '宁德时代', level: 380 },
      { code: '002594', name: '比亚迪', level: 105 },
      { code: '300014', name: '亿纬锂能', level: 62 },
      { code: '002460', name: '赣锋锂业', level: 48 },
    ],
    drivers: ['动力电池装机量', '碳酸锂价格', '新能源车销量', '储能订单'],
  },
  {
    name: '半导体',
    risk: 4,
    stocks: [
      { code: '688981', name: '中芯国际', level: 115 },
      { code: '002371', name: '北方华创', level: 420 },
      { code: '603986', name: '兆易创新', level: 180 },
      { code: '688012', name: '中微公司', level: 260 },
    ],
    drivers: ['国产替代进度', '晶圆厂资本开支', '存储芯片价格', '设备订单'],
  },
  {
    name: '医药',
    risk: 3,
    stocks: [
      { code: '600276', name: '恒瑞医药', level: 62 },
      { code: '300760', name: '迈瑞医疗', level: 230 },
      { code: '603259', name: '药明康德', level: 90 },
    ],
    drivers: ['创新药出海', '集采续约', '医保谈判', '海外订单'],
  },
  {
    name: '消费',
    risk: 3,
    stocks: [
      { code: '000333', name: '美的集团', level: 75 },
      { code: '000651', name: '格力电器', level: 42 },
      { code: '600887', name: '伊利股份', level: 28 },
    ],
    drivers: ['社会消费品零售数据', '终端需求', '渠道库存', '原材料成本'],
  },
  {
    name: '银行',
    risk: 2,
    stocks: [
      { code: '600036', name: '招商银行', level: 43 },
      { code: '601398', name: '工商银行', level: 7.3 },
      { code: '002142', name: '宁波银行', level: 27 },
    ],
    drivers: ['净息差', '资产质量', '分红率', '信贷投放'],
  },
  {
    name: '券商',
    risk: 3,
    stocks: [
      { code: '600030', name: '中信证券', level: 28 },
      { code: '300059', name: '东方财富', level: 24 },
      { code: '601688', name: '华泰证券', level: 19 },
    ],
    drivers: ['两市成交额', '两融余额', '并购重组', '财富管理收入'],
  },
  {
    name: '军工',
    risk: 4,
    stocks: [
      { code: '600760', name: '中航沈飞', level: 55 },
      { code: '600893', name: '航发动力', level: 38 },
      { code: '600150', name: '中国船舶', level: 35 },
    ],
    drivers: ['订单交付', '装备换代', '军贸出口', '年度采购计划'],
  },
  {
    name: '光伏',
    risk: 4,
    stocks: [
      { code: '601012', name: '隆基绿能', level: 19 },
      { code: '300274', name: '阳光电源', level: 170 },
      { code: '600438', name: '通威股份', level: 21 },
    ],
    drivers: ['组件价格', '硅料价格', '新增装机', '逆变器出口'],
  },
  {
    name: '白酒',
    risk: 3,
    stocks: [
      { code: '600519', name: '贵州茅台', level: 1450 },
      { code: '000858', name: '五粮液', level: 120 },
      { code: '000568', name: '泸州老窖', level: 125 },
      { code: '600809', name: '山西汾酒', level: 185 },
    ],
    drivers: ['批价走势', '渠道库存', '节前动销', '产品结构升级'],
  },
  {
    name: '人工智能',
    risk: 4,
    stocks: [
      { code: '002230', name: '科大讯飞', level: 50 },
      { code: '002415', name: '海康威视', level: 30 },
      { code: '688111', name: '金山办公', level: 300 },
      { code: '000977', name: '浪潮信息', level: 60 },
    ],
    drivers: ['算力投资', '大模型应用落地', '政企订单', '行业景气度'],
  },
]

export const THEME_NAMES: readonly ThemeName[] = THEMES.map((t) => t.name)

/** Every stock of the seed, with its theme. */
export const STOCKS: readonly (Stock & { theme: ThemeName })[] = THEMES.flatMap((t) => t.stocks.map((s) => ({ ...s, theme: t.name })))

export function theme(name: ThemeName): Theme {
  const found = THEMES.find((t) => t.name === name)
  if (!found) throw new Error(`no theme ${name}`)
  return found
}

export function stockOf(code: string): Stock & { theme: ThemeName } {
  const found = STOCKS.find((s) => s.code === code)
  if (!found) throw new Error(`no stock ${code}`)
  return found
}

/** The daily price limit of a stock's board: 20 % on ChiNext (300…) and STAR (688…), 10 % on the main boards. */
export const dailyLimit = (code: string): number => (code.startsWith('300') || code.startsWith('688') ? 0.2 : 0.1)

/** A price to the exchange's tick (0.01 yuan), as the seed's texts write it. */
export const priceText = (yuan: number): string => (Math.round(yuan * 100) / 100).toFixed(2)

/**
 * Where a stock trades on a given day: within 4 % of its level, the same for every text of that day (a stable
 * wobble from the code and the day number, no random draw), so two texts of one day quote it alike.
 */
export function priceOn(stock: Stock, dayNumber: number): number {
  let h = 0x811c9dc5
  for (const ch of `${stock.code}:${dayNumber}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  const wobble = ((h >>> 0) / 4294967296 - 0.5) * 0.08
  return stock.level * (1 + wobble)
}

/**
 * The quotes table: one row per stock, the previous close where the stock traded on the last trading day and the
 * price a move within half the board's daily limit from it.
 */
export function buildQuotes(lastTradingDayNumber: number): { code: string; name: string; price: string; prevClose: string }[] {
  return STOCKS.map((s, i) => {
    const prevClose = priceOn(s, lastTradingDayNumber - 1)
    // A move of -3.5 % … +3.5 % (within every board's limit), by index: some up, some down.
    const move = (((i * 37) % 15) - 7) / 200
    return { code: s.code, name: s.name, price: priceText(prevClose * (1 + move)), prevClose: priceText(prevClose) }
  })
}

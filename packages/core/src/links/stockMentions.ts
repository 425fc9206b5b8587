/** A-share markets a 6-digit code can belong to. */
export type StockMarket = 'SH' | 'SZ' | 'BJ'

/** A security named in a text: where it stands and what `openStockQuote` / `queryBasicHq` need. */
export interface StockMention {
  /** Offsets in the text, end exclusive: the whole match, market marks included. */
  start: number
  end: number
  code: string
  market: StockMarket
}

/**
 * The market of a bare 6-digit A-share code by its leading digits (SSE 60/68, SZSE 00/30, BSE 43/83/87/92; B shares are not linked),
 * or null for a number that is no listed code (a date, an amount).
 * @example marketOfCode('600519') // 'SH'
 * @example marketOfCode('202611') // null
 */
export function marketOfCode(code: string): StockMarket | null {
  if (!/^\d{6}$/.test(code)) return null
  const head = code.slice(0, 2)
  if (['60', '68'].includes(head)) return 'SH'
  if (['00', '30'].includes(head)) return 'SZ'
  if (['43', '83', '87', '92'].includes(head)) return 'BJ'
  return null
}

// SH600519 / sz000858, 600519.SH, or a bare 6-digit code; never a run of 6 inside longer digits or words.
const MENTION = /(?<![A-Za-z0-9.])(?:(SH|SZ|BJ)(\d{6})|(\d{6})(?:\.(SH|SZ|BJ))?)(?![A-Za-z0-9]|\.\d)/gi
// A bare number with a unit after it (300000元, 600000手, 300000%) or money marks before it (¥300000) is a
// quantity, not a code (decision wave3-journey-11). A stated market (600519.SH, SH600519) is always a code.
const UNIT_AFTER = /^(?:元|块|角|万|亿|千|百|多|余|手|股|份|张|只|家|人|户|位|名|次|倍|点|年|月|日|号|天|周|个|%|％|‰|美元|港元|港币|RMB|CNY|HKD|USD)/i
const MONEY_BEFORE = /(?:[¥￥$]|RMB|CNY|HKD|USD|第)$/i

/**
 * The securities a text names by code (decision wave2-compliance-4): `SH600519`, `600519.SH` or a bare
 * `600519` whose leading digits place it on a market. A stated market must agree with the code's; other
 * 6-digit numbers (dates such as 202611, amounts, phone fragments) are not codes, nor is a bare number with a unit or
 * money mark (300000元, 600000手, ¥300000). Pure: text in, spans out.
 * @example findStockMentions('贵州茅台（600519）放量') // [{ start: 5, end: 11, code: '600519', market: 'SH' }]
 */
export function findStockMentions(text: string): StockMention[] {
  const found: StockMention[] = []
  for (const m of text.matchAll(MENTION)) {
    const code = m[2] ?? m[3] ?? ''
    const stated = (m[1] ?? m[4])?.toUpperCase()
    const market = marketOfCode(code)
    if (!market || (stated && stated !== market)) continue
    const end = m.index + m[0].length
    if (!stated && (UNIT_AFTER.test(text.slice(end, end + 4)) || MONEY_BEFORE.test(text.slice(Math.max(0, m.index - 4), m.index)))) continue
    found.push({ start: m.index, end, code, market })
  }
  return found
}

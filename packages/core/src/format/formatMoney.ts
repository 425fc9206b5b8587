// One money format for every screen, bar, coupon, order, refund and poster (issue #33): the yuan sign, thousands
// separators and two decimals, as the broker apps print amounts (¥10,304.67, ¥0.00, -¥50.00).

/**
 * Cents of an amount given as a number or as the contract's decimal text ("99.00"); null for anything that is not a
 * finite amount (a wrong value from a server must not print as ¥NaN).
 */
function centsOf(amount: number | string): number | null {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? Number.NaN : Number(amount)
  if (!Number.isFinite(value)) return null
  // Rounded half away from zero at the cent, on the decimal value (1.005 is 1.01 as written, not 1.00 as a double).
  const cents = Math.round(Math.abs(value) * 100 + 1e-7)
  return value < 0 ? -cents : cents
}

/**
 * The amount without the yuan sign: thousands separators and two decimals (`10,304.67`); null when it is not an
 * amount. For texts that put the sign elsewhere (`退款 ¥…` is built from {@link formatMoney} instead).
 * @example formatAmount('10304.67') // '10,304.67'
 * @example formatAmount(0) // '0.00'
 */
export function formatAmount(amount: number | string): string | null {
  const cents = centsOf(amount)
  if (cents === null) return null
  const abs = Math.abs(cents)
  const yuan = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const text = `${yuan}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}

/**
 * An amount of money as every screen shows it: `¥`, thousands separators, two decimals; a negative amount with the
 * minus before the sign. Anything that is not an amount (a malformed value) shows as `--`, never `¥NaN`.
 * @example formatMoney(10304.67) // '¥10,304.67'
 * @example formatMoney('314.2') // '¥314.20'
 * @example formatMoney(-50) // '-¥50.00'
 */
export function formatMoney(amount: number | string): string {
  const text = formatAmount(amount)
  if (text === null) return MONEY_UNKNOWN
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`
}

/** What an amount that cannot be read shows. */
export const MONEY_UNKNOWN = '--'

/**
 * The format every shown amount has (what the layout check of issue #33 reads screens with).
 * @example MONEY_PATTERN.test('¥10,304.67') // true
 * @example MONEY_PATTERN.test('¥10304.67') // false
 */
export const MONEY_PATTERN = /^-?¥(?:0|[1-9]\d{0,2}(?:,\d{3})*)\.\d{2}$/

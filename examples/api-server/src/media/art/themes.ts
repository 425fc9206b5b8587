// The opinions' thumbnails: one picture per sector an opinion's title names (the media route and the API's opinion
// answers read this; the artwork script draws each theme). No drawing code here: the server loads it at run time.

/** The subjects of opinions drawn as thumbnails, by the sector their title names (the seed's sectors). */
export const THEMES = {
  新能源: 'battery',
  半导体: 'chip',
  医药: 'capsule',
  消费: 'bag',
  银行: 'bank',
  券商: 'candles',
  军工: 'shield',
  光伏: 'solar',
  白酒: 'cup',
  人工智能: 'network',
} as const
/** The thumbnail of an opinion whose title names none of {@link THEMES}. */
export const MARKET_THEME = 'market'

/**
 * The thumbnail's name for an opinion: the first sector of {@link THEMES} its title names, else {@link MARKET_THEME}.
 * @example themeOfTitle('半导体迎来拐点？') // 'chip'
 */
export function themeOfTitle(title: string): string {
  const hit = (Object.keys(THEMES) as (keyof typeof THEMES)[]).map((k) => [k, title.indexOf(k)] as const).filter(([, i]) => i >= 0)
  if (hit.length === 0) return MARKET_THEME
  return THEMES[hit.reduce((a, b) => (b[1] < a[1] ? b : a))[0]]
}

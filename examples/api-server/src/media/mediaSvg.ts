/**
 * The demo data's pictures, drawn by the reference server from the seeded rows themselves: banners and covers
 * carry the item's title and theme, avatars the adviser's initial on a colour derived from the id. SVG, so they
 * are sharp at any device pixel ratio and honest about what they are (no stock photos pretending to be real).
 */

/** Escapes text for an SVG text node or attribute (titles come from the database). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string)
}

/** A stable hue (0–359) for an id: the same id always gets the same colour. */
export function hueOf(id: string): number {
  let h = 0
  for (const ch of id) h = (h * 31 + ch.codePointAt(0)!) >>> 0
  return h % 360
}

/** Dark enough behind white text (HSL lightness 22–36%: about 4:1 or more against white for every hue; the text drawn on it is large and bold). */
const deep = (hue: number, l = 32) => `hsl(${hue}, 62%, ${l}%)`

const FONT = `font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif"`

/** Splits a title into at most `lines` lines of `perLine` characters, the last one ending in … when cut. */
function wrap(title: string, perLine: number, lines: number): string[] {
  const chars = [...title]
  const out: string[] = []
  for (let i = 0; i < lines && i * perLine < chars.length; i++) out.push(chars.slice(i * perLine, (i + 1) * perLine).join(''))
  if (chars.length > perLine * lines && out.length) out[out.length - 1] = `${[...out[out.length - 1]!].slice(0, perLine - 1).join('')}…`
  return out
}

export interface PictureText {
  id: string
  title: string
  /** A short theme line under the title (e.g. 直播, 观点包). */
  theme: string
}

/** Pixel sizes: twice the CSS size they are shown at (DPR 2 phones). */
export const SIZES = { banner: [750, 280], activity: [750, 250], cover: [686, 386] } as const

/**
 * A wide picture with the title and theme: home banners and activity images (750×280, 375×140 at DPR 2) and
 * live and package covers (686×386, 16:9); activity images 750×250 (3:1).
 * @example bannerSvg({ id: 'B1', title: '锦囊限时免费', theme: '活动' }, 'banner')
 */
export function bannerSvg({ id, title, theme }: PictureText, shape: 'banner' | 'activity' | 'cover'): string {
  const [w, h] = SIZES[shape]
  const hue = hueOf(id)
  const lines = wrap(title, shape === 'cover' ? 12 : 13, 2)
  const size = 48
  const top = h / 2 - ((lines.length - 1) * size * 1.3) / 2
  const text = lines
    .map((line, i) => `<text x="48" y="${(top + i * size * 1.3).toFixed(0)}" font-size="${size}" font-weight="700" fill="#fff" ${FONT}>${escapeXml(line)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep(hue, 30)}"/><stop offset="1" stop-color="${deep((hue + 40) % 360, 22)}"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#g)"/>`
    + `<circle cx="${w - 90}" cy="70" r="150" fill="#fff" fill-opacity="0.08"/>`
    + `<rect x="48" y="36" rx="18" width="${[...theme].length * 26 + 36}" height="40" fill="#fff" fill-opacity="0.18"/>`
    + `<text x="66" y="64" font-size="26" fill="#fff" ${FONT}>${escapeXml(theme)}</text>`
    + text
    + `</svg>`
}

/**
 * An adviser's avatar: the name's first character on a colour derived from the id (96×96, 48 px at DPR 2).
 * @example avatarSvg({ id: 'TG001', name: '王明远' }) // a circle with 王
 */
export function avatarSvg({ id, name }: { id: string; name: string }): string {
  const initial = [...name.trim()][0] ?? '?'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">`
    + `<rect width="96" height="96" fill="${deep(hueOf(id), 36)}"/>`
    + `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-size="44" font-weight="600" fill="#fff" ${FONT}>${escapeXml(initial)}</text>`
    + `</svg>`
}

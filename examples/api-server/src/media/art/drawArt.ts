/**
 * The seed's artwork, drawn as SVG for the artwork script (scripts/make-art.ts), which rasterises each drawing at the
 * widths of its box (core's MEDIA_BOXES) and commits the files (decision wave3-finish-1). Every drawing has its box's
 * aspect ratio, so the picture is never cropped; none repeats the title printed beside it. Only home's banners carry
 * words (they have no printed title: the banner is the message), drawn from the banner row's own title.
 */
import { createAvatar } from '@dicebear/core'
import { personas } from '@dicebear/collection'

/** Escapes text for an SVG text node or attribute. */
const esc = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string)

/** A stable number for a text: the same id always draws the same picture. */
export function seedOf(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0
  return h
}
const pick = <T>(list: readonly T[], seed: number, salt = 0): T => list[(seed + salt * 7919) % list.length]!

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const FONT = `font-family="PingFang SC, Noto Sans CJK SC, WenQuanYi Micro Hei, Microsoft YaHei, sans-serif"`

/** What a banner or an activity leads to, read from its link: it chooses the picture's subject. */
export type ArtSubject = 'package' | 'live' | 'commission' | 'tips' | 'coupon' | 'opinion' | 'other'

/** The subject of a link (`/view/package` → package, `/live/list` → live, `/coupon/index` → coupon …). */
export function subjectOf(link: string): ArtSubject {
  if (/^\/view\/(package|pkgDetail)/.test(link)) return 'package'
  if (link.startsWith('/view/')) return 'opinion'
  if (link.startsWith('/live/')) return 'live'
  if (link.startsWith('/commission/')) return 'commission'
  if (link.startsWith('/tips/')) return 'tips'
  if (link.startsWith('/coupon/')) return 'coupon'
  return 'other'
}

const PALETTES: Record<ArtSubject, { from: string; to: string; accent: string; ink: string }> = {
  package: { from: '#E8302E', to: '#F07A3A', accent: '#FFD27A', ink: '#8F1A14' },
  opinion: { from: '#D9342B', to: '#EF6B4A', accent: '#FFE0A3', ink: '#7E1A13' },
  live: { from: '#1D3B7A', to: '#3A63C9', accent: '#FF5A4E', ink: '#10244D' },
  commission: { from: '#16325C', to: '#2D5C8F', accent: '#F5B942', ink: '#0C1F3B' },
  tips: { from: '#B3201C', to: '#E24A2E', accent: '#F8C24E', ink: '#6B1210' },
  coupon: { from: '#F0612E', to: '#F89B3B', accent: '#FFF1C7', ink: '#9A3412' },
  other: { from: '#C62828', to: '#E8553E', accent: '#FFD27A', ink: '#7F1D1D' },
}

/** Rising candlesticks on a light grid: the market behind several pictures. */
function candles(x: number, y: number, w: number, h: number, seed: number, up = '#ffffff', down = '#ffffff', opacity = 0.9): string {
  const n = 9
  const step = w / n
  let level = h * 0.75
  let out = ''
  for (let i = 0; i < n; i++) {
    const rise = ((seed >> (i % 24)) & 3) !== 0
    const body = h * (0.12 + (((seed >> i) & 7) / 7) * 0.14)
    const top = rise ? level - body : level
    const cx = x + step * i + step / 2
    out += `<line x1="${cx}" y1="${y + top - h * 0.06}" x2="${cx}" y2="${y + top + body + h * 0.06}" stroke="${rise ? up : down}" stroke-width="${step * 0.08}" opacity="${opacity}"/>`
    out += `<rect x="${cx - step * 0.28}" y="${y + top}" width="${step * 0.56}" height="${body}" rx="${step * 0.06}" fill="${rise ? up : 'none'}" stroke="${rise ? up : down}" stroke-width="${step * 0.06}" opacity="${opacity}"/>`
    level = Math.max(h * 0.2, rise ? level - body * 0.7 : level + body * 0.4)
  }
  return out
}

/** A 锦囊 (silk pouch): the tips pack's own object, with its drawstring and a star. */
function pouch(cx: number, cy: number, s: number, fill: string, accent: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<path d="M-60 -30 C-95 10 -90 90 0 95 C90 90 95 10 60 -30 Z" fill="${fill}" stroke="${accent}" stroke-width="5"/>` +
    `<path d="M-45 -40 C-30 -75 30 -75 45 -40 L60 -30 L-60 -30 Z" fill="${fill}" stroke="${accent}" stroke-width="5"/>` +
    `<rect x="-64" y="-38" width="128" height="14" rx="7" fill="${accent}"/>` +
    `<circle cx="0" cy="-31" r="12" fill="${accent}"/>` +
    `<path d="M0 -20 L-16 10 M0 -20 L16 12" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M0 18 L9 38 L31 40 L14 54 L20 76 L0 64 L-20 76 L-14 54 L-31 40 L-9 38 Z" fill="${accent}"/>` +
    `</g>`
  )
}

/** A report with a rising line: the opinion package. */
function report(cx: number, cy: number, s: number, accent: string, ink: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<rect x="-70" y="-92" width="150" height="190" rx="12" fill="#ffffff" opacity="0.55" transform="rotate(8)"/>` +
    `<rect x="-80" y="-95" width="150" height="190" rx="12" fill="#ffffff"/>` +
    `<rect x="-60" y="-72" width="80" height="12" rx="6" fill="${ink}" opacity="0.8"/>` +
    `<rect x="-60" y="-50" width="110" height="8" rx="4" fill="${ink}" opacity="0.25"/>` +
    `<rect x="-60" y="-34" width="96" height="8" rx="4" fill="${ink}" opacity="0.25"/>` +
    `<path d="M-58 60 L-28 30 L0 44 L28 4 L52 -10" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M36 -14 L56 -14 L56 6" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M-60 78 L50 78" stroke="${ink}" stroke-width="4" opacity="0.3"/>` +
    `</g>`
  )
}

/** A phone playing a live stream. */
function livePhone(cx: number, cy: number, s: number, accent: string, ink: string, seed: number): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<rect x="-62" y="-110" width="124" height="220" rx="18" fill="${ink}"/>` +
    `<rect x="-54" y="-96" width="108" height="180" rx="8" fill="#ffffff"/>` +
    `<g>${candles(-48, -60, 96, 110, seed, accent, '#3A63C9', 1)}</g>` +
    `<rect x="-48" y="-88" width="44" height="18" rx="9" fill="${accent}"/>` +
    `<circle cx="-38" cy="-79" r="4" fill="#ffffff"/>` +
    `<circle cx="0" cy="97" r="7" fill="#ffffff" opacity="0.6"/>` +
    `</g>`
  )
}

/** A portfolio donut with coins: the commission product. */
function donut(cx: number, cy: number, s: number, accent: string): string {
  const arc = (r: number, a0: number, a1: number) => {
    const p = (a: number) => `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`
    return `M${p(a0)} A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)}`
  }
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<path d="${arc(70, -1.57, 1.4)}" fill="none" stroke="${accent}" stroke-width="34"/>` +
    `<path d="${arc(70, 1.45, 3.3)}" fill="none" stroke="#ffffff" stroke-width="34"/>` +
    `<path d="${arc(70, 3.35, 4.66)}" fill="none" stroke="#ffffff" stroke-width="34" opacity="0.55"/>` +
    `<circle cx="0" cy="0" r="40" fill="#ffffff" opacity="0.12"/>` +
    [0, 1, 2].map((i) => `<ellipse cx="${110 + i * 6}" cy="${70 - i * 16}" rx="34" ry="11" fill="${accent}" stroke="#ffffff" stroke-width="3"/>`).join('') +
    `</g>`
  )
}

/** A coupon ticket with its perforation. */
function ticket(cx: number, cy: number, s: number, fill: string, accent: string, ink: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s}) rotate(-8)">` +
    `<path d="M-110 -55 H110 V-18 A18 18 0 0 0 110 18 V55 H-110 V18 A18 18 0 0 0 -110 -18 Z" fill="${fill}"/>` +
    `<path d="M40 -48 V48" stroke="${ink}" stroke-width="4" stroke-dasharray="8 8" opacity="0.5"/>` +
    `<circle cx="-35" cy="0" r="30" fill="${accent}"/>` +
    `<path d="M-50 -18 L-35 0 L-20 -18 M-35 0 V22 M-47 4 H-23 M-47 13 H-23" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<rect x="55" y="-24" width="40" height="10" rx="5" fill="${ink}" opacity="0.45"/>` +
    `<rect x="55" y="-4" width="30" height="10" rx="5" fill="${ink}" opacity="0.3"/>` +
    `</g>`
  )
}

/** A gift box with its ribbon. */
function gift(cx: number, cy: number, s: number, fill: string, accent: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<rect x="-75" y="-20" width="150" height="100" rx="8" fill="${fill}"/>` +
    `<rect x="-85" y="-48" width="170" height="34" rx="8" fill="${fill}" stroke="${accent}" stroke-width="4"/>` +
    `<rect x="-12" y="-48" width="24" height="128" fill="${accent}"/>` +
    `<path d="M0 -48 C-40 -100 -80 -60 -40 -50 Z M0 -48 C40 -100 80 -60 40 -50 Z" fill="${accent}"/>` +
    `</g>`
  )
}

/** An hourglass: a time-limited offer. */
function hourglass(cx: number, cy: number, s: number, accent: string, ink: string): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${s})">` +
    `<rect x="-40" y="-62" width="80" height="12" rx="6" fill="${accent}"/><rect x="-40" y="50" width="80" height="12" rx="6" fill="${accent}"/>` +
    `<path d="M-30 -50 C-30 -10 30 -10 30 -50 Z M-30 50 C-30 10 30 10 30 50 Z" fill="#ffffff" stroke="${accent}" stroke-width="4"/>` +
    `<path d="M-18 48 C-18 28 18 28 18 48 Z" fill="${ink}" opacity="0.6"/>` +
    `</g>`
  )
}

function subjectFigure(subject: ArtSubject, cx: number, cy: number, s: number, seed: number): string {
  const p = PALETTES[subject]
  switch (subject) {
    case 'package':
    case 'opinion':
      return report(cx, cy, s, p.from, p.ink)
    case 'live':
      return livePhone(cx, cy, s, p.accent, p.ink, seed)
    case 'commission':
      return donut(cx, cy, s, p.accent)
    case 'tips':
      return pouch(cx, cy, s, p.ink, p.accent)
    case 'coupon':
      return ticket(cx, cy, s, '#ffffff', p.accent, p.ink)
    default:
      return gift(cx, cy, s, p.ink, p.accent)
  }
}

const background = (w: number, h: number, subject: ArtSubject, seed: number) => {
  const p = PALETTES[subject]
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${w * 0.86}" cy="${h * 0.1}" r="${h * 0.62}" fill="#ffffff" opacity="0.07"/>` +
    `<circle cx="${w * (0.55 + (seed % 10) / 100)}" cy="${h * 1.05}" r="${h * 0.45}" fill="#ffffff" opacity="0.06"/>` +
    `<g opacity="0.16">${candles(w * 0.42, h * 0.18, w * 0.56, h * 0.7, seed)}</g>`
  )
}

/** Splits a title into lines of at most `perLine` characters (at most two lines). */
export function titleLines(title: string, perLine: number): string[] {
  const chars = [...title]
  if (chars.length <= perLine) return [title]
  // Two lines at most: a longer title would lose its end (the art once printed 观点包：每个交易日盘前盘 for
  // 观点包：每个交易日盘前盘后解读), so the seed must say it shorter.
  if (chars.length > 2 * perLine) throw new Error(`banner title of ${chars.length} characters, over the ${2 * perLine} its art holds: ${title}`)
  const fits = (at: number) => at <= perLine && chars.length - at <= perLine
  // Break after a separator (：·，) where both lines fit, the one nearest the middle; else at the middle.
  const seps = chars.map((c, i) => ('：·，:'.includes(c) ? i + 1 : -1)).filter((i) => i > 1 && i < chars.length - 1 && fits(i))
  const at = seps.length ? seps.reduce((a, b) => (Math.abs(b - chars.length / 2) < Math.abs(a - chars.length / 2) ? b : a)) : Math.ceil(chars.length / 2)
  return [chars.slice(0, at).join(''), chars.slice(at).join('')]
}

/** The call to action a banner carries. */
export const BANNER_CTA = '立即查看'

/**
 * Home's banner (750×280, the banner box's 75:28): the banner's own title, a call to action, and the subject of the
 * page it opens drawn at the right. It carries the title because nothing else on home prints it.
 * @example bannerArt({ id: 'B1', title: '观点包首月体验', link: '/view/package' })
 */
export function bannerArt({ id, title, link }: { id: string; title: string; link: string }): string {
  const [w, h] = [750, 280]
  const subject = subjectOf(link)
  const p = PALETTES[subject]
  const seed = seedOf(id)
  const lines = titleLines(title, 8)
  const size = lines.length > 1 ? 46 : 52
  const top = lines.length > 1 ? 96 : 120
  const text = lines
    .map((line, i) => `<text x="44" y="${top + i * (size + 12)}" font-size="${size}" font-weight="700" fill="#ffffff" stroke="#ffffff" stroke-width="1.6" ${FONT}>${esc(line)}</text>`)
    .join('')
  const ctaY = top + (lines.length - 1) * (size + 12) + 44
  return svg(
    w,
    h,
    background(w, h, subject, seed) +
      text +
      `<rect x="44" y="${ctaY}" width="164" height="50" rx="25" fill="${p.accent}"/>` +
      `<text x="126" y="${ctaY + 34}" font-size="26" text-anchor="middle" fill="${p.ink}" stroke="${p.ink}" stroke-width="0.6" ${FONT}>${esc(BANNER_CTA)} ›</text>` +
      subjectFigure(subject, 590, 146, 1, seed),
  )
}

/**
 * An activity's picture (750×250, 3:1): the offer's subject with a mark of a time limit, no words (the activity's
 * title and dates are printed under it).
 * @example activityArt({ id: 'AT1', link: '/tips/brief?id=TP001' })
 */
export function activityArt({ id, link }: { id: string; link: string }): string {
  const [w, h] = [750, 250]
  const subject = subjectOf(link)
  const p = PALETTES[subject]
  const seed = seedOf(id)
  const confetti = Array.from({ length: 14 }, (_, i) => {
    const s = seedOf(`${id}-${i}`)
    const x = 40 + (s % 680)
    const y = 20 + ((s >> 8) % 210)
    return `<rect x="${x}" y="${y}" width="14" height="6" rx="3" fill="${i % 2 ? p.accent : '#ffffff'}" opacity="0.55" transform="rotate(${s % 90} ${x} ${y})"/>`
  }).join('')
  return svg(
    w,
    h,
    background(w, h, subject, seed) +
      confetti +
      subjectFigure(subject, 250, 128, 0.95, seed) +
      (subject === 'coupon' ? gift(520, 140, 0.8, p.ink, p.accent) : hourglass(520, 125, 1, p.accent, p.ink)),
  )
}

/** Names whose given part reads as a woman's, for the portrait's hair and no beard (decorative only). */
const FEMININE = /[怡娜静丽敏燕芳雪慧琳悦萱雅婷妍倩颖欣霞洁莉晴岚蓉娟玲薇菲]/

/**
 * An adviser's portrait (DiceBear's personas, seeded by the adviser's id, so every adviser looks different; the
 * given name chooses the hair), on a soft colour of its own.
 * @example portraitArt({ id: 'TG001', name: '王明远' })
 */
export function portraitArt({ id, name }: { id: string; name: string }): string {
  const feminine = FEMININE.test([...name].slice(1).join(''))
  return createAvatar(personas, {
    seed: id,
    size: 192,
    hair: feminine ? ['bobCut', 'long', 'straightBun', 'curlyBun', 'bobBangs', 'extraLong'] : ['shortCombover', 'fade', 'shortComboverChops', 'buzzcut'],
    facialHairProbability: feminine ? 0 : 15,
    mouth: ['smile', 'lips'],
    // One adviser in four wears glasses (chosen by the id, as everything else).
    eyes: seedOf(id) % 4 === 0 ? ['glasses'] : ['open', 'happy'],
    hairColor: ['362c47', '2c1b18', '4a312c', '6c4545'],
    skinColor: ['f5cfa0', 'eeb4a4', 'e5a07e', 'd78774'],
    clothingColor: ['456dff', '2c4a7e', '54d7c7', '7555ca', '6dbb58', '8a2b2b'],
    backgroundColor: ['dbe7f5', 'f5e3d7', 'e3efe6', 'efe3f0', 'f4ecd6'],
  }).toString()
}

/** Times of day of the rooms' titles (早盘 …), each with its studio light. */
const SLOT_LIGHT: Record<string, [string, string]> = {
  早盘: ['#F6A04D', '#3A63C9'],
  午间: ['#2BA39A', '#1D5B8F'],
  收评: ['#7B4BC4', '#1E2F6B'],
  周末: ['#E0633D', '#7A2E57'],
}

/**
 * A live room's cover (640×360, 16:9): its adviser in a studio before a market screen, in the light of the room's time
 * of day; the top left is left plain for the badge the app puts there. No words: the title is printed under it.
 * @example coverArt({ id: 'LV001', title: '早盘策略：新能源怎么看', portrait: portraitArt(adviser) })
 */
export function coverArt({ id, title, portrait }: { id: string; title: string; portrait: string }): string {
  const [w, h] = [640, 360]
  const seed = seedOf(id)
  const slot = Object.keys(SLOT_LIGHT).find((k) => title.startsWith(k))
  const [from, to] = SLOT_LIGHT[slot ?? ''] ?? pick(Object.values(SLOT_LIGHT), seed)
  // The portrait's own root keeps its viewBox; its size is set here.
  const face = portrait.replace(/^<svg([^>]*)>/, (_, attrs: string) => `<svg${attrs.replace(/\s(?:width|height|x|y)="[^"]*"/g, '')} x="96" y="82" width="230" height="230">`)
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<clipPath id="face"><circle cx="211" cy="197" r="115"/></clipPath></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      // The market screen behind the adviser.
      `<rect x="330" y="48" width="270" height="190" rx="14" fill="#0F1B33" opacity="0.85"/>` +
      `<g>${candles(348, 66, 234, 150, seed, '#FF5A4E', '#2FBF71', 1)}</g>` +
      `<rect x="330" y="246" width="270" height="10" rx="5" fill="#ffffff" opacity="0.25"/>` +
      `<circle cx="211" cy="197" r="121" fill="#ffffff" opacity="0.9"/>` +
      `<g clip-path="url(#face)">${face}</g>` +
      // The desk and a microphone.
      `<rect x="0" y="300" width="${w}" height="60" fill="#0B1530" opacity="0.55"/>` +
      `<rect x="356" y="272" width="12" height="40" rx="6" fill="#D9DEE8"/><rect x="346" y="246" width="32" height="44" rx="16" fill="#3C4457"/>`,
  )
}


const THEME_COLOURS: Record<string, [string, string]> = {
  battery: ['#E7F6EC', '#1E8E4E'],
  chip: ['#E8EEFB', '#2D56B3'],
  capsule: ['#E6F4F5', '#138A8A'],
  bag: ['#FDEDE4', '#D4572A'],
  bank: ['#F1ECE2', '#8A6A2B'],
  candles: ['#FDE9E8', '#CF2A28'],
  shield: ['#E9ECEF', '#3E4C5E'],
  solar: ['#FFF4DA', '#C98A0B'],
  cup: ['#F7E9EC', '#9B2242'],
  network: ['#EEE9FA', '#6A46C2'],
  market: ['#FDEDEC', '#B3261E'],
}

function themeFigure(motif: string, c: string): string {
  switch (motif) {
    case 'battery':
      return `<rect x="60" y="40" width="72" height="64" rx="8" fill="none" stroke="${c}" stroke-width="7"/><rect x="132" y="60" width="8" height="24" rx="3" fill="${c}"/><path d="M100 48 L82 76 H98 L90 98 L112 66 H96 Z" fill="${c}"/>`
    case 'chip':
      return `<rect x="66" y="42" width="60" height="60" rx="8" fill="${c}"/><rect x="80" y="56" width="32" height="32" rx="4" fill="#ffffff" opacity="0.85"/>` + [0, 1, 2, 3].map((i) => `<rect x="${72 + i * 15}" y="30" width="5" height="12" fill="${c}"/><rect x="${72 + i * 15}" y="102" width="5" height="12" fill="${c}"/><rect x="54" y="${48 + i * 15}" width="12" height="5" fill="${c}"/><rect x="126" y="${48 + i * 15}" width="12" height="5" fill="${c}"/>`).join('')
    case 'capsule':
      return `<g transform="rotate(-35 96 72)"><rect x="52" y="54" width="88" height="36" rx="18" fill="${c}"/><rect x="96" y="54" width="44" height="36" rx="18" fill="#ffffff" stroke="${c}" stroke-width="5"/><rect x="94" y="54" width="10" height="36" fill="${c}"/></g><path d="M140 34 V58 M128 46 H152" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`
    case 'bag':
      return `<path d="M62 56 H130 L124 112 H68 Z" fill="${c}"/><path d="M80 58 V48 C80 30 112 30 112 48 V58" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"/><circle cx="80" cy="66" r="4" fill="#ffffff"/><circle cx="112" cy="66" r="4" fill="#ffffff"/>`
    case 'bank':
      return `<path d="M56 56 L96 32 L136 56 Z" fill="${c}"/>` + [0, 1, 2, 3].map((i) => `<rect x="${66 + i * 18}" y="62" width="10" height="36" fill="${c}"/>`).join('') + `<rect x="56" y="100" width="80" height="10" rx="2" fill="${c}"/>`
    case 'shield':
      return `<path d="M96 30 L134 44 V70 C134 96 116 110 96 118 C76 110 58 96 58 70 V44 Z" fill="${c}"/><path d="M96 52 L103 68 L120 69 L107 80 L111 97 L96 88 L81 97 L85 80 L72 69 L89 68 Z" fill="#ffffff"/>`
    case 'solar':
      return `<circle cx="134" cy="38" r="14" fill="${c}"/><path d="M52 110 L72 62 H140 L124 110 Z" fill="${c}"/><path d="M66 94 H130 M61 78 H135 M92 62 L84 110 M116 62 L106 110" stroke="#ffffff" stroke-width="3"/>`
    case 'cup':
      return `<path d="M70 40 H122 L116 84 C114 96 78 96 76 84 Z" fill="${c}"/><rect x="92" y="92" width="8" height="18" fill="${c}"/><rect x="76" y="108" width="40" height="7" rx="3" fill="${c}"/><path d="M74 56 H118" stroke="#ffffff" stroke-width="4" opacity="0.7"/>`
    case 'network': {
      const nodes = [[64, 44], [64, 100], [96, 72], [128, 40], [128, 104], [96, 30], [96, 114]] as const
      const edges = [[0, 2], [1, 2], [2, 3], [2, 4], [0, 5], [5, 3], [1, 6], [6, 4]] as const
      return edges.map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="${c}" stroke-width="4"/>`).join('') + nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 2 ? 13 : 8}" fill="${c}"/>`).join('')
    }
    case 'candles':
      return candles(50, 28, 92, 92, 0x5a5a5a5, c, c, 1)
    default:
      return `<path d="M48 104 L78 74 L98 88 L140 42" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M120 42 H140 V62" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
  }
}

/**
 * An opinion's thumbnail (192×144, 4:3): the motif of the sector its title names, on that sector's colour.
 * @example themeArt('chip')
 */
export function themeArt(motif: string): string {
  const [bg, ink] = THEME_COLOURS[motif] ?? THEME_COLOURS.market!
  return svg(192, 144, `<rect width="192" height="144" fill="${bg}"/><circle cx="160" cy="128" r="52" fill="${ink}" opacity="0.07"/>${themeFigure(motif, ink)}`)
}

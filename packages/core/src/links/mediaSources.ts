// The picture boxes of the app and the sizes their artwork is made at (issue #33): one table for the reference
// server's artwork script, its media route and the screens, so a picture is never wider or taller than its box
// (never cropped) and is fetched at the box's size for the screen's device pixel ratio.

/** The boxes pictures are shown in. */
export type MediaBox = 'banner' | 'activity' | 'cover' | 'thumb' | 'portrait'

export interface MediaBoxSize {
  /** Width and height ratio of the box and of every picture made for it. */
  readonly aspect: readonly [number, number]
  /**
   * The pixel widths each picture is made at, smallest first: the box's CSS width at device pixel ratio 2 and 3 on
   * the phones in use (320–430 CSS px wide), so a phone fetches the smallest file that is sharp on it.
   */
  readonly widths: readonly number[]
  /**
   * The box's width on the screen (`sizes`): the app's layout of that box, here so that every place that writes the
   * picture into a page (the server's index.html, the boot entry, the screen) asks for the same file.
   */
  readonly sizes: string
}

/**
 * The boxes: home's banner strip (the page's width less its 12 px margins, 750:280), an activity's picture (3:1), a
 * live room's cover (16:9), an opinion's thumbnail (96×72 CSS px, 4:3) and an adviser's portrait (32–64 CSS px).
 * @example MEDIA_BOXES.cover.aspect // [16, 9]
 */
export const MEDIA_BOXES: Readonly<Record<MediaBox, MediaBoxSize>> = {
  banner: { aspect: [75, 28], widths: [640, 960, 1280], sizes: 'calc(100vw - 24px)' },
  activity: { aspect: [3, 1], widths: [640, 960, 1280], sizes: 'calc(100vw - 32px)' },
  cover: { aspect: [16, 9], widths: [480, 720, 1080], sizes: 'calc(100vw - 32px)' },
  thumb: { aspect: [4, 3], widths: [192, 288], sizes: '96px' },
  portrait: { aspect: [1, 1], widths: [96, 144, 192], sizes: '48px' },
}

/** What an `<img>` of a box is given: its address, the same picture at each width, and its intrinsic size. */
export interface MediaSources {
  src: string
  /** `srcset` (w descriptors); absent for a picture the app's media service does not size (a web address, SVG). */
  srcSet?: string
  /** `sizes`, with `srcSet`: the box's width on the screen. */
  sizes?: string
  width: number
  height: number
}

/** The raster pictures of the app's own media service: a path (not a web address) to a `.webp` file. */
const SIZED = /^\/[^?#]*\.webp$/

/**
 * How an `<img>` shows a picture in `box`: for a picture of the app's own media service (a path to a `.webp` file, as
 * `mediaHref` gives it) the same picture at every width of the box (`?w=`), the middle one as `src`; anything else
 * (a web address, an SVG drawing) as it is. The intrinsic size is the box's aspect at its middle width, so the
 * browser reserves the box before the picture arrives. The reference server's index.html, the boot entry and the
 * screens all call it, so home's first banner is one request wherever it is first put in the page. `sizes` is the
 * box's own unless a screen shows the box at another width (a portrait at 64 px).
 * @example mediaSources('/tougu/media/banner/B1.webp', 'banner').srcSet // '/tougu/media/banner/B1.webp?w=640 640w, …?w=960 960w, …?w=1280 1280w'
 * @example mediaSources('https://cdn.example.com/b.jpg', 'banner') // { src: 'https://cdn.example.com/b.jpg', width: 960, height: 358 }
 */
export function mediaSources(href: string, box: MediaBox, sizes: string = MEDIA_BOXES[box].sizes): MediaSources {
  const { aspect, widths } = MEDIA_BOXES[box]
  const middle = widths[Math.floor(widths.length / 2)]!
  const size = { width: middle, height: Math.round((middle * aspect[1]) / aspect[0]) }
  if (!SIZED.test(href) || href.startsWith('//')) return { src: href, ...size }
  return { src: `${href}?w=${middle}`, srcSet: widths.map((w) => `${href}?w=${w} ${w}w`).join(', '), sizes, ...size }
}

import { BridgeError } from '../errors/bridgeError.js'

/** Spec §9: a shared image is at most 430 px wide… */
export const SHARE_IMAGE_MAX_WIDTH = 430
/** …and encoded as JPEG at quality 0.5. */
export const SHARE_IMAGE_JPEG_QUALITY = 0.5

/** Minimum app version per platform for image share; the app must be strictly newer (spec §9). */
export interface ImageShareMinVersions {
  ios: string
  android: string
}

/** Our default minimums (docs/decisions.md); the app passes the firm's real ones to createBridge. */
export const DEFAULT_IMAGE_SHARE_MIN_VERSIONS: ImageShareMinVersions = { ios: '6.0.0', android: '6.0.0' }

/**
 * Target size of a share image: at most `maxWidth` wide, aspect ratio kept, never enlarged.
 * @example computeShareImageSize(1080, 1920) // { width: 430, height: 764 }
 */
export function computeShareImageSize(width: number, height: number, maxWidth = SHARE_IMAGE_MAX_WIDTH): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new BridgeError('INVALID_ARGS', undefined, { method: 'share', data: { width, height } })
  if (width <= maxWidth) return { width: Math.round(width), height: Math.round(height) }
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) }
}

/**
 * Compare dotted numeric versions (`6.10.0` > `6.9.2`); missing parts count as 0.
 * @example compareVersions('6.2', '6.10.0') // -1
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0)
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0
    const y = pb[i] ?? 0
    if (x !== y) return x > y ? 1 : -1
  }
  return 0
}

/**
 * Whether this app build may share images: its version must be newer than the platform's minimum.
 * @example isImageShareSupported('6.1.0', 'ios', { ios: '6.0.0', android: '6.2.0' }) // true
 */
export function isImageShareSupported(appVersion: string, platform: 'ios' | 'android', minimums: ImageShareMinVersions = DEFAULT_IMAGE_SHARE_MIN_VERSIONS): boolean {
  return compareVersions(appVersion, minimums[platform]) > 0
}

/** The part of a canvas the compressor uses (lets tests and non-DOM hosts supply one). */
export interface ShareCanvas {
  width: number
  height: number
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage' | 'fillRect'> & { fillStyle: unknown } | null
  toDataURL(type: string, quality: number): string
}

export interface CompressShareImageOptions {
  /** Loads the picture. Default: an `Image` element (cross-origin pictures need CORS headers). */
  loadImage?: (src: string) => Promise<{ width: number; height: number; source: CanvasImageSource }>
  /** Default: `document.createElement('canvas')`. */
  createCanvas?: () => ShareCanvas
  maxWidth?: number
  quality?: number
}

/**
 * Re-encode a picture for sharing: at most 430 px wide, JPEG quality 0.5, transparent areas white.
 * Rejects UNAVAILABLE without a 2D canvas, NATIVE_ERROR when the picture cannot be loaded.
 * @example const jpeg = await compressShareImage(posterDataUrl) // 'data:image/jpeg;base64,…'
 */
export async function compressShareImage(src: string, options: CompressShareImageOptions = {}): Promise<string> {
  const load = options.loadImage ?? loadWithImageElement
  const createCanvas = options.createCanvas ?? (() => document.createElement('canvas'))
  const picture = await load(src)
  const size = computeShareImageSize(picture.width, picture.height, options.maxWidth ?? SHARE_IMAGE_MAX_WIDTH)
  const canvas = createCanvas()
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new BridgeError('UNAVAILABLE', undefined, { method: 'share' })
  // JPEG has no alpha: without a white fill, transparent pixels turn black.
  context.fillStyle = '#FFFFFF'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(picture.source, 0, 0, size.width, size.height)
  return canvas.toDataURL('image/jpeg', options.quality ?? SHARE_IMAGE_JPEG_QUALITY)
}

function loadWithImageElement(src: string): Promise<{ width: number; height: number; source: CanvasImageSource }> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.crossOrigin = 'anonymous'
    img.onload = () => resolve({ width: img.naturalWidth || img.width, height: img.naturalHeight || img.height, source: img })
    img.onerror = () => reject(new BridgeError('NATIVE_ERROR', undefined, { method: 'share', data: { src: src.slice(0, 100) } }))
    img.src = src
  })
}

import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MEDIA_BOXES, type MediaBox } from '@tougu/core'

// Where the artwork script (scripts/make-art.ts) puts the seed's pictures and how the media route finds them.

/** The kinds of seeded picture and the box each is made for. */
export const ART_BOX = { banner: 'banner', activity: 'activity', live: 'cover', avatar: 'portrait', theme: 'thumb' } as const satisfies Record<string, MediaBox>
export type ArtKind = keyof typeof ART_BOX

/** The files, relative to the package: `<kind>/<name>-<width>.webp`. */
export const ART_DIR = 'src/media/art/files'
/**
 * The instant the artwork is made from: the seed names its live rooms by the hour and weekday they start, so a cover
 * is drawn for the rooms of one fixed weekday (a Friday morning) and stays the same whenever the script runs.
 */
export const ART_SEED_NOW = new Date('2026-11-20T02:00:00Z')
/** What each picture was made from (the rows' titles, links and advisers). */
export const MANIFEST_FILE = 'src/media/art/manifest.json'

export interface ArtManifest {
  banner: Record<string, { title: string; link: string }>
  activity: Record<string, { link: string }>
  live: Record<string, { adviserId: string; title: string }>
  avatar: Record<string, { name: string }>
  theme: string[]
}

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..')

/** The media path of a seeded picture, as the rows carry it. @example artPath('banner', 'B1') // '/media/banner/B1.webp' */
export const artPath = (kind: ArtKind, name: string) => `/media/${kind}/${name}.webp`

/**
 * The width served for a request: the one asked when the box has it, else the box's middle width (what `src`
 * without `?w=` gets).
 */
export function servedWidth(kind: ArtKind, asked: string | undefined): number {
  const { widths } = MEDIA_BOXES[ART_BOX[kind]]
  const w = Number(asked)
  return widths.includes(w) ? w : widths[Math.floor(widths.length / 2)]!
}

/** The bytes of a seeded picture at a width, or null when there is none. */
export async function readArt(kind: ArtKind, name: string, width: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(name)) return null
  const bytes = await readFile(join(packageRoot, ART_DIR, kind, `${name}-${width}.webp`)).catch(() => null)
  return bytes ? new Uint8Array(bytes) : null
}

/** Whether `kind` is a kind of seeded picture. */
export const isArtKind = (kind: string): kind is ArtKind => Object.hasOwn(ART_BOX, kind)

import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MEDIA_BOXES } from '@tougu/core'
import * as t from '../../db/schema.js'
import { buildSeed } from '../../seed/seedDatabase.js'
import { ART_BOX, ART_DIR, ART_SEED_NOW, MANIFEST_FILE, artPath, type ArtKind, type ArtManifest } from './artFiles.js'
import { MARKET_THEME, themeOfTitle } from './themes.js'
import { titleLines } from './drawArt.js'

// The committed artwork (scripts/make-art.ts) against the seed it was made from: when the seed's banners, activities,
// rooms or advisers change, these fail until `pnpm --filter @tougu/api-server media:art` has made their pictures again.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const manifest = JSON.parse(readFileSync(join(root, MANIFEST_FILE), 'utf8')) as ArtManifest
const seed = buildSeed(ART_SEED_NOW)
const rows = <T>(table: unknown) => (seed.find(([tb]) => tb === table)?.[1] ?? []) as T[]
const fileOf = (kind: ArtKind, name: string, w: number) => join(root, ART_DIR, kind, `${name}-${w}.webp`)

describe('the seed’s artwork', () => {
  it('names a picture of the artwork for every seeded banner, activity, live room and adviser', () => {
    const named: Array<[ArtKind, string, string]> = [
      ...rows<{ id: string; image: string }>(t.banners).map((b): [ArtKind, string, string] => ['banner', b.id, b.image]),
      ...rows<{ id: string; imageUrl: string }>(t.activities).map((a): [ArtKind, string, string] => ['activity', a.id, a.imageUrl]),
      ...rows<{ id: string; cover: string }>(t.liveRooms).map((r): [ArtKind, string, string] => ['live', r.id, r.cover]),
      ...rows<{ id: string; avatar: string }>(t.advisers).map((a): [ArtKind, string, string] => ['avatar', a.id, a.avatar]),
    ]
    expect(named.length).toBeGreaterThan(30)
    for (const [kind, id, path] of named) {
      expect(path).toBe(artPath(kind, id))
      for (const w of MEDIA_BOXES[ART_BOX[kind]].widths) expect(existsSync(fileOf(kind, id, w)), `${kind}/${id}-${w}.webp`).toBe(true)
    }
  })

  it('made each banner for its title and link, each cover with its room’s adviser', () => {
    for (const b of rows<{ id: string; title: string; link: string }>(t.banners)) expect(manifest.banner[b.id], b.id).toEqual({ title: b.title, link: b.link })
    for (const a of rows<{ id: string; link: string }>(t.activities)) expect(manifest.activity[a.id], a.id).toEqual({ link: a.link })
    for (const r of rows<{ id: string; adviserId: string; title: string }>(t.liveRooms)) expect(manifest.live[r.id], r.id).toEqual({ adviserId: r.adviserId, title: r.title })
    for (const a of rows<{ id: string; name: string }>(t.advisers)) expect(manifest.avatar[a.id], a.id).toEqual({ name: a.name })
  })

  it('gives every seeded opinion a thumbnail of the sector its title names', () => {
    const opinions = rows<{ title: string }>(t.opinions)
    for (const o of opinions) expect(manifest.theme, o.title).toContain(themeOfTitle(o.title))
    // The seed's opinions are about its sectors: the general market picture is the exception, not the rule.
    expect(opinions.filter((o) => themeOfTitle(o.title) === MARKET_THEME).length).toBeLessThan(opinions.length / 10)
  })

  it('made every picture at each width of its box, at the box’s aspect ratio (never cropped to fit)', async () => {
    const kinds: Array<[ArtKind, string[]]> = [
      ['banner', Object.keys(manifest.banner)],
      ['activity', Object.keys(manifest.activity)],
      ['live', Object.keys(manifest.live)],
      ['avatar', Object.keys(manifest.avatar)],
      ['theme', manifest.theme],
    ]
    for (const [kind, names] of kinds) {
      const { aspect, widths } = MEDIA_BOXES[ART_BOX[kind]]
      for (const name of names)
        for (const w of widths) {
          const { width, height, format } = await sharp(fileOf(kind, name, w)).metadata()
          expect(format).toBe('webp')
          expect(width).toBe(w)
          expect(Math.abs(height - (w * aspect[1]) / aspect[0])).toBeLessThanOrEqual(0.5)
        }
    }
  })

  it('draws a different portrait for each adviser', () => {
    const bytes = Object.keys(manifest.avatar).map((id) => readFileSync(fileOf('avatar', id, 96)).toString('base64'))
    expect(new Set(bytes).size).toBe(bytes.length)
  })
})

describe('a banner title on its art', () => {
  it('keeps every character on at most two lines of eight, breaking at a separator only where both lines fit', () => {
    expect(titleLines('观点包首月体验', 8)).toEqual(['观点包首月体验'])
    expect(titleLines('新客专享：观点包首月体验', 8)).toEqual(['新客专享：', '观点包首月体验'])
    // The separator would leave eleven characters on the second line: the middle instead, nothing dropped.
    expect(titleLines('观点包：每个交易日盘前盘后解读', 8).join('')).toBe('观点包：每个交易日盘前盘后解读')
    expect(titleLines('观点包：每个交易日盘前盘后解读', 8).every((line) => [...line].length <= 8)).toBe(true)
  })
  it('refuses a title longer than two lines instead of cutting it', () => {
    expect(() => titleLines('一二三四五六七八九十一二三四五六七', 8)).toThrow(/17 characters/)
  })
  it('every seeded banner title fits its art', () => {
    for (const b of rows<{ title: string }>(t.banners)) expect(titleLines(b.title, 8).join('')).toBe(b.title)
  })
})

// The seed's artwork, made for the boxes it is shown in (issue #33; decision wave3-finish-1): for each seeded banner,
// activity, live room and adviser, and for each opinion theme, the drawing of src/media/art/drawArt.ts rasterised
// by sharp as WebP at every width of its box (core's MEDIA_BOXES), into src/media/art/files/ with a manifest of what
// each picture was made from. The files are committed: a fresh machine and CI need only Node to serve them.
//   pnpm --filter @tougu/api-server media:art   (after the seed's banners, activities, rooms or advisers change)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { MEDIA_BOXES, type MediaBox } from '@tougu/core'
import * as t from '../src/db/schema.js'
import { buildSeed } from '../src/seed/seedDatabase.js'
import { activityArt, bannerArt, coverArt, portraitArt, themeArt } from '../src/media/art/drawArt.js'
import { MARKET_THEME, THEMES } from '../src/media/art/themes.js'
import { ART_DIR, MANIFEST_FILE, type ArtManifest, type ArtKind, ART_BOX, ART_SEED_NOW } from '../src/media/art/artFiles.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, ART_DIR)

/** Rasterises one drawing at every width of its box, exactly at the box's aspect ratio. */
async function render(kind: ArtKind, name: string, drawing: string): Promise<number> {
  const box: MediaBox = ART_BOX[kind]
  const { aspect, widths } = MEDIA_BOXES[box]
  const source = Buffer.from(drawing)
  const drawnWidth = Number(/width="(\d+)"/.exec(drawing)?.[1] ?? 100)
  let bytes = 0
  mkdirSync(join(out, kind), { recursive: true })
  for (const w of widths) {
    const h = Math.round((w * aspect[1]) / aspect[0])
    // Drawn at the target's density, not scaled up from a small raster.
    const file = await sharp(source, { density: Math.max(72, (72 * w) / drawnWidth) })
      .resize(w, h, { fit: 'fill' })
      .webp({ quality: kind === 'avatar' ? 86 : 80, effort: 6, smartSubsample: true })
      .toBuffer()
    writeFileSync(join(out, kind, `${name}-${w}.webp`), file)
    bytes += file.length
  }
  return bytes
}

const rowsOf = <T>(table: unknown): T[] => (buildSeed(ART_SEED_NOW).find(([tb]) => tb === table)?.[1] ?? []) as T[]

rmSync(out, { recursive: true, force: true })
const manifest: ArtManifest = { banner: {}, activity: {}, live: {}, avatar: {}, theme: [] }
let total = 0
const advisers = rowsOf<{ id: string; name: string }>(t.advisers)
const portraits = new Map(advisers.map((a) => [a.id, portraitArt(a)]))
for (const a of advisers) {
  total += await render('avatar', a.id, portraits.get(a.id)!)
  manifest.avatar[a.id] = { name: a.name }
}
for (const b of rowsOf<{ id: string; title: string; link: string }>(t.banners)) {
  total += await render('banner', b.id, bannerArt(b))
  manifest.banner[b.id] = { title: b.title, link: b.link }
}
for (const a of rowsOf<{ id: string; link: string }>(t.activities)) {
  total += await render('activity', a.id, activityArt(a))
  manifest.activity[a.id] = { link: a.link }
}
for (const r of rowsOf<{ id: string; title: string; adviserId: string }>(t.liveRooms)) {
  total += await render('live', r.id, coverArt({ id: r.id, title: r.title, portrait: portraits.get(r.adviserId) ?? portraitArt({ id: r.adviserId, name: '' }) }))
  manifest.live[r.id] = { adviserId: r.adviserId, title: r.title }
}
for (const motif of [...new Set(Object.values(THEMES)), MARKET_THEME]) {
  total += await render('theme', motif, themeArt(motif))
  manifest.theme.push(motif)
}
writeFileSync(join(root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
const count = manifest.theme.length + [manifest.banner, manifest.activity, manifest.live, manifest.avatar].reduce((n, v) => n + Object.keys(v).length, 0)
console.log(`artwork: ${count} pictures, ${(total / 1024).toFixed(0)} kB in ${ART_DIR}`)

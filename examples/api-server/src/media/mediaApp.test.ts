import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import * as t from '../db/schema.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { startServer, type RunningServer } from '../server.js'
import { openTestDatabase } from '../testing/testDatabase.js'
import { escapeXml, hueOf } from './mediaSvg.js'
import { createMediaSigner } from './mediaSigning.js'
import sharp from 'sharp'
import { MEDIA_BOXES, type MediaBox } from '@tougu/core'

let server: RunningServer
/** The server's media key, so the test can make a holder's address as live/detail would. */
const MEDIA_KEY = 'media-signing-key-of-the-media-test-0001'
let db: Database

beforeAll(async () => {
  db = await openTestDatabase()
  await seedDatabase(db.db, { now: new Date('2026-11-20T02:00:00Z') })
  server = await startServer({ port: 0, base: '/tougu', db, seed: false, mediaSigningKey: MEDIA_KEY })
})
afterAll(async () => {
  await server.close()
  await db.close()
})

const get = (path: string) => fetch(server.url + path)

describe('seeded media', () => {
  it('every seeded banner, activity, cover and portrait path answers its artwork as WebP, at the width asked', async () => {
    const [adviser] = await db.db.select().from(t.advisers).where(eq(t.advisers.id, 'TG001'))
    const [room] = await db.db.select().from(t.liveRooms).where(eq(t.liveRooms.id, 'LV001'))
    const [banner] = await db.db.select().from(t.banners).where(eq(t.banners.id, 'B1'))
    const [activity] = await db.db.select().from(t.activities).where(eq(t.activities.id, 'AT1'))
    const cases: Array<[string, MediaBox]> = [
      [adviser!.avatar, 'portrait'],
      [room!.cover, 'cover'],
      [banner!.image, 'banner'],
      [activity!.imageUrl, 'activity'],
    ]
    for (const [path, box] of cases) {
      expect(path).toMatch(/^\/media\/[a-z]+\/[A-Z0-9]+\.webp$/)
      for (const w of MEDIA_BOXES[box].widths) {
        const res = await get(`/tougu${path}?w=${w}`)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
        const [aw, ah] = MEDIA_BOXES[box].aspect
        expect(width, `${path}?w=${w}`).toBe(w)
        expect(Math.abs(height - (w * ah) / aw), `${path}?w=${w} keeps its box's aspect`).toBeLessThanOrEqual(0.5)
      }
    }
  })

  it('answers the box’s middle width for no or another ?w=, and 404 for a picture it has not', async () => {
    for (const q of ['', '?w=1', '?w=99999', '?w=abc', '?w=960&w=640']) {
      const res = await get(`/tougu/media/banner/B1.webp${q}`)
      expect(res.status, q).toBe(200)
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width, q).toBe(960)
    }
    for (const path of ['/tougu/media/banner/B99.webp', '/tougu/media/avatar/..%2Fbanner%2FB1.webp', '/tougu/media/package/VP001.webp', '/tougu/media/theme/nope.webp', `/tougu/media/banner/${'B'.repeat(41)}.webp`])
      expect((await get(path)).status, path).toBe(404)
  })

  it('rows seeded before the artwork (a kept database) still get their SVG drawing', async () => {
    const [adviser] = await db.db.select().from(t.advisers).where(eq(t.advisers.id, 'TG001'))
    const [room] = await db.db.select().from(t.liveRooms).where(eq(t.liveRooms.id, 'LV001'))
    const [banner] = await db.db.select().from(t.banners).where(eq(t.banners.id, 'B1'))
    const [pkg] = await db.db.select().from(t.opinionPackages).where(eq(t.opinionPackages.id, 'VP001'))
    const cases: Array<[string, string]> = [
      ['/media/avatar/TG001.svg', [...adviser!.name][0]!],
      ['/media/live/LV001.svg', [...room!.title].slice(0, 4).join('')],
      ['/media/banner/B1.svg', [...banner!.title].slice(0, 4).join('')],
      [pkg!.cover, [...pkg!.name].slice(0, 4).join('')],
    ]
    for (const [path, text] of cases) {
      const res = await get(`/tougu${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(await res.text()).toContain(text)
    }
  })

  it('draws banners at twice their 375×140 CSS size and avatars at twice 48 px', async () => {
    expect(await (await get('/tougu/media/banner/B1.svg')).text()).toMatch(/width="750" height="280"/)
    expect(await (await get('/tougu/media/avatar/TG002.svg')).text()).toMatch(/width="96" height="96"/)
  })

  it('answers 404 for an unknown kind, id or file type', async () => {
    for (const path of ['/tougu/media/avatar/TG999.svg', '/tougu/media/nope/B1.svg', '/tougu/media/banner/B1.png', '/tougu/media/banner/..%2Fx.svg']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('escapes titles from the database and colours an id the same every time', async () => {
    await db.db.update(t.banners).set({ title: '<script>alert(1)</script>&"' }).where(eq(t.banners.id, 'B2'))
    const svg = await (await get('/tougu/media/banner/B2.svg')).text()
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;')
    expect(escapeXml(`a<b>&"'`)).toBe('a&lt;b&gt;&amp;&quot;&apos;')
    expect(hueOf('TG001')).toBe(hueOf('TG001'))
    expect(hueOf('TG001')).not.toBe(hueOf('TG002'))
  })
})

describe('seeded audio (decision wave2-reach19-3)', () => {
  it('serves a playable WAV for every audio path a replay or tips update names, and nothing else', async () => {
    const rooms = await db.db.select({ audioUrl: t.liveRooms.audioUrl, productId: t.liveRooms.productId }).from(t.liveRooms)
    const updates = await db.db.select({ audioUrl: t.tipsUpdates.audioUrl }).from(t.tipsUpdates)
    // A free room's audio is public; a paid room's and a tips update's only on a holder's signed address (issue #34).
    const free = rooms.filter((r) => r.productId === null).map((r) => r.audioUrl).filter((p): p is string => p !== null)
    const paid = [...rooms.filter((r) => r.productId !== null), ...updates].map((r) => r.audioUrl).filter((p): p is string => p !== null)
    expect(free.length).toBeGreaterThan(0)
    expect(paid.length).toBeGreaterThan(0)
    const signer = createMediaSigner(MEDIA_KEY)
    for (const path of paid.slice(0, 3)) {
      const bare = await get(`/tougu${path}`)
      expect(bare.status, path).toBe(403)
      expect(bare.headers.get('cache-control')).toBe('no-store')
      expect((await get(`/tougu${createMediaSigner('another-key-of-32-characters-000000').sign(path, new Date())}`)).status, path).toBe(403)
    }
    for (const url of [...free.slice(0, 2), ...paid.slice(0, 2).map((p) => signer.sign(p, new Date()))]) {
      const path = url
      const res = await get(`/tougu${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('audio/wav')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF')
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE')
      // 8 kHz, 16-bit mono: the data chunk's length matches the file, and the samples are not silence.
      expect(bytes.readUInt32LE(24)).toBe(8000)
      expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44)
      expect(Math.max(...Array.from({ length: 200 }, (_, i) => Math.abs(bytes.readInt16LE(44 + 2000 + i * 2))))).toBeGreaterThan(1000)
    }
    expect((await get('/tougu/media/audio/NOPE.wav')).status).toBe(404)
    expect((await get('/tougu/media/audio/..%2Fsecret.wav')).status).toBe(404)
  })
})

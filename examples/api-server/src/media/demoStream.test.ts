import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import * as t from '../db/schema.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { startServer, type RunningServer } from '../server.js'
import { openTestDatabase } from '../testing/testDatabase.js'
import { livePlaylist, loadDemoStream, replayPlaylist } from './demoStream.js'
import { createMediaSigner } from './mediaSigning.js'

/** The server's media key, so the test can make a holder's address as live/detail would. */
const MEDIA_KEY = 'media-signing-key-of-the-stream-test-01'

// The demo stream the seeded live rooms and replays play (decision wave3-journey-6).

const stream = loadDemoStream()

describe('the committed demo stream', () => {
  it('is a few small MPEG-TS segments of H.264 video, in sync bytes from the first', () => {
    expect(stream.segments.length).toBeGreaterThanOrEqual(3)
    const bytes = stream.segments.reduce((n, s) => n + s.bytes.length, 0)
    expect(bytes).toBeLessThan(400_000)
    for (const s of stream.segments) {
      // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
      expect(s.bytes.length % 188).toBe(0)
      for (let i = 0; i < s.bytes.length; i += 188 * 37) expect(s.bytes[i]).toBe(0x47)
      expect(s.duration).toBeGreaterThan(0)
      expect(s.duration).toBeLessThanOrEqual(stream.targetDuration)
    }
  })
})

describe('playlists', () => {
  it('plays the replay once, to its end', () => {
    const text = replayPlaylist(stream)
    expect(text.startsWith('#EXTM3U\n')).toBe(true)
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true)
    expect(text.match(/^\.\.\/seg\/\d+\.ts$/gm)).toEqual(stream.segments.map((_, i) => `../seg/${i}.ts`))
  })

  it('is live: a window that moves on by one segment per target duration, looping with a discontinuity, never ending', () => {
    const d = stream.targetDuration * 1000
    const count = stream.segments.length
    // A moment just after the loop began again: the window spans the loop's end and start.
    const loop = 1000 * count
    const at = loop * d + 500
    const text = livePlaylist(stream, at, 5)
    expect(text).not.toContain('#EXT-X-ENDLIST')
    expect(text).toContain(`#EXT-X-MEDIA-SEQUENCE:${loop - 4}`)
    expect(text).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor((loop - 4) / count)}`)
    const uris = text.match(/^\.\.\/seg\/\d+\.ts$/gm)
    expect(uris).toEqual([count - 4, count - 3, count - 2, count - 1, 0].map((i) => `../seg/${i}.ts`))
    // The discontinuity stands right before the loop's first segment.
    expect(text).toMatch(/#EXT-X-DISCONTINUITY\n#EXTINF:[\d.]+,\n\.\.\/seg\/0\.ts\n$/)
    // A target duration later, one segment on.
    expect(livePlaylist(stream, at + d, 5)).toContain(`#EXT-X-MEDIA-SEQUENCE:${loop - 3}`)
  })

  it('counts its sequences from the broadcast\'s start, as an encoder does (from the epoch they ran to hundreds of millions)', () => {
    const d = stream.targetDuration * 1000
    const start = Date.parse('2026-11-27T01:30:00Z')
    const text = livePlaylist(stream, start + 3 * d + 500, 5, start)
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:0\n')
    expect(text).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0\n')
    expect(text.match(/^\.\.\/seg\/\d+\.ts$/gm)).toEqual([0, 1, 2, 3].map((i) => `../seg/${i}.ts`))
    // Before the start (a clock behind the room's), the first segment.
    expect(livePlaylist(stream, start - 60_000, 5, start)).toContain('#EXT-X-MEDIA-SEQUENCE:0\n')
  })
})

describe('served', () => {
  let server: RunningServer
  let db: Database
  beforeAll(async () => {
    db = await openTestDatabase()
    await seedDatabase(db.db, { now: new Date('2026-11-27T08:30:00Z') })
    server = await startServer({ port: 0, base: '/tougu', db, seed: false, mediaSigningKey: MEDIA_KEY })
  })
  afterAll(async () => {
    await server.close()
    await db.close()
  })
  const get = (path: string) => fetch(server.url + path)
  const signer = createMediaSigner(MEDIA_KEY)

  it('answers every seeded room its live playlist, every seeded replay its replay (a paid room\'s only on a signed address), and the segments they name', async () => {
    const rooms = await db.db.select().from(t.liveRooms)
    expect(rooms.length).toBeGreaterThan(0)
    expect(rooms.some((r) => r.productId !== null) && rooms.some((r) => r.productId === null)).toBe(true)
    // What live/detail hands a holder: a paid room's addresses signed (issue #34); a bare one is refused.
    const address = (room: (typeof rooms)[number], path: string) => (room.productId === null ? path : signer.sign(path, new Date()))
    for (const room of rooms.filter((r) => r.productId !== null)) {
      expect((await get(`/tougu${room.streamUrl}`)).status, room.streamUrl).toBe(403)
      if (room.replayUrl) expect((await get(`/tougu${room.replayUrl}`)).status, room.replayUrl).toBe(403)
    }
    for (const room of rooms) {
      const live = await get(`/tougu${address(room, room.streamUrl)}`)
      expect(live.status, room.streamUrl).toBe(200)
      expect(live.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
      expect(live.headers.get('cache-control')).toBe('no-cache')
      expect(await live.text()).toContain('#EXT-X-MEDIA-SEQUENCE:')
      if (room.replayUrl) {
        const replay = await get(`/tougu${address(room, room.replayUrl)}`)
        expect(replay.status, room.replayUrl).toBe(200)
        expect(await replay.text()).toContain('#EXT-X-ENDLIST')
      }
    }
    const segment = await get('/tougu/media/stream/seg/0.ts')
    expect(segment.status).toBe(200)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    expect(new Uint8Array(await segment.arrayBuffer())).toEqual(stream.segments[0]!.bytes)
  })

  it('refuses what no seeded row names, and malformed paths, with a 404', async () => {
    const [upcoming] = await db.db.select().from(t.liveRooms).where(eq(t.liveRooms.id, 'LV005'))
    expect(upcoming?.replayUrl).toBeNull()
    for (const path of [
      '/tougu/media/stream/LV005/replay.m3u8',
      '/tougu/media/stream/LV999/live.m3u8',
      '/tougu/media/stream/LV001/index.m3u8',
      '/tougu/media/stream/..%2F..%2Fetc/live.m3u8',
      `/tougu/media/stream/${'A'.repeat(200)}/live.m3u8`,
      `/tougu/media/stream/seg/${stream.segments.length}.ts`,
      '/tougu/media/stream/seg/-1.ts',
      '/tougu/media/stream/seg/0.mpegts',
      '/tougu/media/stream/seg/99999999999999999999.ts',
    ]) {
      const res = await get(path)
      expect([400, 404], path).toContain(res.status)
    }
  })
})

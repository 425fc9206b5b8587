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

/** One segment of a live playlist as a player reads it: its media and discontinuity sequence numbers and its file. */
interface ListedSegment {
  msn: number
  dsn: number
  uri: string
  /** An EXT-X-DISCONTINUITY tag stands before it in this playlist. */
  marked: boolean
}

/** Reads a media playlist as RFC 8216 §6.2.2 and §4.3.3 number it (a player's view, not the server's code). */
function readLive(text: string): { mediaSequence: number; segments: ListedSegment[] } {
  const lines = text.trimEnd().split('\n')
  const tag = (name: string) => Number(lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1) ?? 0)
  let msn = tag('#EXT-X-MEDIA-SEQUENCE')
  let dsn = tag('#EXT-X-DISCONTINUITY-SEQUENCE')
  const segments: ListedSegment[] = []
  let marked = false
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') {
      marked = true
      dsn += 1
    } else if (!line.startsWith('#')) {
      segments.push({ msn, dsn, uri: line, marked })
      msn += 1
      marked = false
    }
  }
  return { mediaSequence: tag('#EXT-X-MEDIA-SEQUENCE'), segments }
}

/** The first presentation time (90 kHz) in an MPEG-TS segment: the PTS of its first PES header. */
function firstPts(bytes: Uint8Array): number {
  for (let at = 0; at + 188 <= bytes.length; at += 188) {
    const pusi = (bytes[at + 1]! & 0x40) !== 0
    const adaptation = (bytes[at + 3]! >> 4) & 0x3
    let payload = at + 4
    if (adaptation === 2 || adaptation === 3) payload += 1 + bytes[at + 4]!
    const b = bytes.subarray(payload, at + 188)
    if (pusi && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3]! >= 0xe0 && b[3]! <= 0xef && (b[7]! & 0x80) !== 0) {
      return (b[9]! & 0x0e) * 2 ** 29 + b[10]! * 2 ** 22 + (b[11]! & 0xfe) * 2 ** 14 + b[12]! * 2 ** 7 + (b[13]! >> 1)
    }
  }
  throw new Error('no PES header with a PTS')
}

describe('the live playlist across reloads and the loop boundary', () => {
  const d = stream.targetDuration * 1000
  const count = stream.segments.length
  const since = Date.parse('2026-11-27T01:30:00Z')
  // A player reloading every 250 ms (faster than any does) through four loops, from before the broadcast began.
  const reloads = Array.from({ length: ((4 * count + 5) * d) / 250 }, (_, i) => since - d + i * 250).map((now) => ({ now, ...readLive(livePlaylist(stream, now, 5, since)) }))

  it('never moves its media sequence back, and moves it by at most one segment per target duration', () => {
    for (let i = 1; i < reloads.length; i++) {
      const step = reloads[i]!.mediaSequence - reloads[i - 1]!.mediaSequence
      expect(step, new Date(reloads[i]!.now).toISOString()).toBeGreaterThanOrEqual(0)
      expect(step).toBeLessThanOrEqual(1)
    }
    expect(reloads.at(-1)!.mediaSequence).toBeGreaterThan(3 * count)
  })

  it('gives each media sequence number the same segment and discontinuity number in every reload that lists it', () => {
    const seen = new Map<number, Omit<ListedSegment, 'marked'>>()
    for (const { segments } of reloads) {
      for (const { marked: _, ...s } of segments) {
        const before = seen.get(s.msn)
        if (before) expect(s, `segment ${s.msn}`).toEqual(before)
        else seen.set(s.msn, s)
      }
    }
    // Every segment of four loops was listed, and the discontinuity number counts the loops.
    expect(seen.size).toBeGreaterThanOrEqual(4 * count)
    for (const s of seen.values()) {
      expect(s.uri).toBe(`../seg/${s.msn % count}.ts`)
      expect(s.dsn).toBe(Math.floor(s.msn / count))
    }
  })

  it('marks every loop start it lists after the window’s first segment, and counts a mark that left the window', () => {
    let marks = 0
    for (const { segments } of reloads) {
      for (const [i, s] of segments.entries()) {
        expect(s.marked, `segment ${s.msn}`).toBe(i > 0 && s.msn % count === 0)
        if (s.marked) marks += 1
      }
    }
    expect(marks).toBeGreaterThan(0)
    // Just before and just after a loop starts again: the window's first segment is the loop's first, unmarked but
    // numbered as after the mark (§6.2.2: a server that removes a marked segment increments the sequence).
    const boundary = since + 2 * count * d + 4 * d
    const before = readLive(livePlaylist(stream, boundary - 1, 5, since))
    const after = readLive(livePlaylist(stream, boundary, 5, since))
    expect(before.segments.map((s) => [s.uri, s.dsn, s.marked])).toEqual([
      ['../seg/5.ts', 1, false],
      ['../seg/0.ts', 2, true],
      ['../seg/1.ts', 2, false],
      ['../seg/2.ts', 2, false],
      ['../seg/3.ts', 2, false],
    ])
    expect(after.segments.map((s) => [s.uri, s.dsn, s.marked])).toEqual([
      ['../seg/0.ts', 2, false],
      ['../seg/1.ts', 2, false],
      ['../seg/2.ts', 2, false],
      ['../seg/3.ts', 2, false],
      ['../seg/4.ts', 2, false],
    ])
    expect(livePlaylist(stream, boundary, 5, since)).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:2\n')
  })

  it('lists segments whose timestamps run on within a discontinuity and go back only where one is marked', () => {
    const pts = stream.segments.map((s) => firstPts(s.bytes))
    const ticks = (seconds: number) => Math.round(seconds * 90_000)
    for (const { segments } of reloads) {
      for (let i = 1; i < segments.length; i++) {
        const [prev, next] = [segments[i - 1]!, segments[i]!]
        const [a, b] = [Number(/\d+/.exec(prev.uri)![0]), Number(/\d+/.exec(next.uri)![0])]
        if (next.dsn === prev.dsn) expect(pts[b]! - pts[a]!, `${prev.uri} → ${next.uri}`).toBe(ticks(stream.segments[a]!.duration))
        else expect(pts[b]!).toBeLessThan(pts[a]!)
      }
    }
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

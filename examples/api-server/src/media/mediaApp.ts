import { eq } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type { Db } from '../db/database.js'
import * as t from '../db/schema.js'
import { messages } from '../messages.js'
import type { MediaSigner } from './mediaSigning.js'
import { wavTone } from './mediaAudio.js'
import { livePlaylist, loadDemoStream, replayPlaylist, type DemoStream } from './demoStream.js'
import { avatarSvg, bannerSvg } from './mediaSvg.js'
import { isArtKind, readArt, servedWidth } from './art/artFiles.js'

/** Drawn media paths of rows seeded before the artwork: `/media/<kind>/<id>.svg`. */
export const mediaPath = (kind: MediaKind, id: string) => `/media/${kind}/${id}.svg`
export type MediaKind = 'avatar' | 'live' | 'package' | 'banner' | 'activity'

const RASTER_HEADERS = {
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  // A file of the build's artwork: its bytes change only with the release that brings new ones.
  'cache-control': 'public, max-age=86400',
}

const HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  // An SVG opened on its own runs no script and loads nothing (it could carry text from the database).
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'public, max-age=3600',
}

async function draw(db: Db, kind: string, id: string): Promise<string | null> {
  switch (kind) {
    case 'avatar': {
      const [row] = await db.select({ name: t.advisers.name }).from(t.advisers).where(eq(t.advisers.id, id))
      return row ? avatarSvg({ id, name: row.name }) : null
    }
    case 'live': {
      const [row] = await db.select({ title: t.liveRooms.title }).from(t.liveRooms).where(eq(t.liveRooms.id, id))
      return row ? bannerSvg({ id, title: row.title, theme: '直播' }, 'cover') : null
    }
    case 'package': {
      const [row] = await db.select({ name: t.opinionPackages.name }).from(t.opinionPackages).where(eq(t.opinionPackages.id, id))
      return row ? bannerSvg({ id, title: row.name, theme: '观点包' }, 'cover') : null
    }
    case 'banner': {
      const [row] = await db.select({ title: t.banners.title }).from(t.banners).where(eq(t.banners.id, id))
      return row ? bannerSvg({ id, title: row.title, theme: '投顾社区' }, 'banner') : null
    }
    case 'activity': {
      const [row] = await db.select({ title: t.activities.title }).from(t.activities).where(eq(t.activities.id, id))
      return row ? bannerSvg({ id, title: row.title, theme: '活动' }, 'activity') : null
    }
    default:
      return null
  }
}

/**
 * Serves the seeded rows' pictures under `{base}/media/…` (where the app's mediaUrl() looks for root-relative
 * media paths), drawn from the row's own title or name: an unknown kind or id is a 404.
 */
export function mountMedia(app: Hono, { db, base, now = () => new Date(), media }: { db: Db; base: string; now?: () => Date; media: MediaSigner }): void {
  mountDemoStream(app, { db, base, now, media })
  // Audio of live replays and tips updates (decision wave2-reach19-3): only a path a seeded row names is served.
  app.get(`${base}/media/audio/:file`, async (c) => {
    const match = /^([A-Za-z0-9_-]{1,40})\.wav$/.exec(c.req.param('file'))
    if (!match) return c.json({ iRet: 404, message: '资源不存在' }, 404)
    const path = `/media/audio/${match[1]!}.wav`
    const [live] = await db.select({ id: t.liveRooms.id, productId: t.liveRooms.productId }).from(t.liveRooms).where(eq(t.liveRooms.audioUrl, path))
    const [update] = live ? [] : await db.select({ id: t.tipsUpdates.id }).from(t.tipsUpdates).where(eq(t.tipsUpdates.audioUrl, path))
    if (!live && !update) return c.json({ iRet: 404, message: '资源不存在' }, 404)
    // A paid room's audio and every tips update's (paid advice) only on a holder's signed address (issue #34).
    const paid = update !== undefined || live?.productId !== null
    if (paid && !media.verify(path, c.req.query('exp'), c.req.query('sig'), now())) return forHolders(c)
    return c.body(new Uint8Array(wavTone(match[1]!)), 200, {
      'content-type': 'audio/wav',
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
      // Paid media stay out of shared caches: a proxy must not hand them to the next caller.
      'cache-control': paid ? 'private, max-age=3600' : 'public, max-age=3600',
    })
  })
  app.get(`${base}/media/:kind/:file`, async (c) => {
    const kind = c.req.param('kind')
    // The seed's artwork (decision wave3-finish-1): made at each width of its box, `?w=` choosing one (srcset).
    const art = /^([A-Za-z0-9_-]{1,40})\.webp$/.exec(c.req.param('file'))
    if (art && isArtKind(kind)) {
      const width = servedWidth(kind, c.req.query('w'))
      const bytes = await readArt(kind, art[1]!, width)
      if (bytes === null) return c.json(NOT_FOUND, 404)
      return c.body(bytes, 200, RASTER_HEADERS)
    }
    // Rows seeded before the artwork (a kept database) still name drawings.
    const match = /^([A-Za-z0-9_-]{1,40})\.svg$/.exec(c.req.param('file'))
    const svg = match ? await draw(db, kind, match[1]!) : null
    if (svg === null) return c.json(NOT_FOUND, 404)
    return c.body(svg, 200, HEADERS)
  })
}

const NOT_FOUND = { iRet: 404, message: '资源不存在' } as const
/** 403 for paid media asked for without a holder's address; never cached. */
const forHolders = (c: Context) => c.json({ iRet: 403, message: messages.mediaForHolders }, 403, { 'cache-control': 'no-store' })
const STREAM_HEADERS = { 'content-security-policy': "default-src 'none'", 'x-content-type-options': 'nosniff' }
const PLAYLIST = 'application/vnd.apple.mpegurl'

/**
 * The seeded live rooms' stream and replays (decision wave3-journey-6): `/media/stream/<room>/live.m3u8` (a live stream
 * looping the demo segments) and `/media/stream/<room>/replay.m3u8` (the segments once), for a room whose row names
 * that path, and the segments themselves at `/media/stream/seg/<n>.ts`. The files are read once, on the first request.
 */
function mountDemoStream(app: Hono, { db, base, now, media }: { db: Db; base: string; now: () => Date; media: MediaSigner }): void {
  let stream: DemoStream | null = null
  const demo = () => (stream ??= loadDemoStream())
  app.get(`${base}/media/stream/seg/:file`, (c) => {
    const match = /^(\d{1,3})\.ts$/.exec(c.req.param('file'))
    const segment = match ? demo().segments[Number(match[1])] : undefined
    if (!segment) return c.json(NOT_FOUND, 404)
    return c.body(segment.bytes, 200, { ...STREAM_HEADERS, 'content-type': 'video/mp2t', 'cache-control': 'public, max-age=86400' })
  })
  app.get(`${base}/media/stream/:room/:playlist`, async (c) => {
    const room = c.req.param('room')
    const kind = c.req.param('playlist')
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(room) || (kind !== 'live.m3u8' && kind !== 'replay.m3u8')) return c.json(NOT_FOUND, 404)
    const path = `/media/stream/${room}/${kind}`
    const column = kind === 'live.m3u8' ? t.liveRooms.streamUrl : t.liveRooms.replayUrl
    const [row] = await db.select({ id: t.liveRooms.id, productId: t.liveRooms.productId, startsAt: t.liveRooms.startsAt }).from(t.liveRooms).where(eq(column, path))
    if (!row) return c.json(NOT_FOUND, 404)
    // A paid room's playlist only on a holder's signed address (issue #34). Its segments are the demo's, the same for
    // every room; a production stream signs each segment's address too (examples/api-server/README.md).
    const paid = row.productId !== null
    if (paid && !media.verify(path, c.req.query('exp'), c.req.query('sig'), now())) return forHolders(c)
    return kind === 'live.m3u8'
      ? c.body(livePlaylist(demo(), now().getTime(), 5, row.startsAt.getTime()), 200, { ...STREAM_HEADERS, 'content-type': PLAYLIST, 'cache-control': 'no-cache' })
      : c.body(replayPlaylist(demo()), 200, { ...STREAM_HEADERS, 'content-type': PLAYLIST, 'cache-control': paid ? 'private, max-age=3600' : 'public, max-age=3600' })
  })
}

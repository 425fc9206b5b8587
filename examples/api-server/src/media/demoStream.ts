import { readFileSync } from 'node:fs'

// The demo stream every seeded live room and replay plays (decision wave3-journey-6): a few committed MPEG-TS segments
// (scripts/make-demo-stream.mjs), served as a live stream that loops them and as a replay that plays them once. A
// production backend points its rooms at its own streaming service instead.

export interface DemoStream {
  targetDuration: number
  segments: { duration: number; bytes: Uint8Array<ArrayBuffer> }[]
}

/**
 * Reads the committed segments (segments.json names them and their durations).
 * @example const stream = loadDemoStream() // 6 segments of 2 s
 */
export function loadDemoStream(dir: URL = new URL('./demoStream/', import.meta.url)): DemoStream {
  const index = JSON.parse(readFileSync(new URL('segments.json', dir), 'utf8')) as { targetDuration: number; segments: { file: string; duration: number }[] }
  return {
    targetDuration: index.targetDuration,
    segments: index.segments.map((s) => ({ duration: s.duration, bytes: Uint8Array.from(readFileSync(new URL(s.file, dir))) })),
  }
}

/** Where a playlist of `/media/stream/<room>/…` finds the segments. */
const segmentUri = (i: number) => `../seg/${i}.ts`

/**
 * The replay: every segment once, then the end.
 * @example replayPlaylist(stream) // '#EXTM3U\n…#EXT-X-ENDLIST\n'
 */
export function replayPlaylist(stream: DemoStream): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${stream.targetDuration}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD']
  stream.segments.forEach((s, i) => lines.push(`#EXTINF:${s.duration.toFixed(3)},`, segmentUri(i)))
  lines.push('#EXT-X-ENDLIST')
  return `${lines.join('\n')}\n`
}

/**
 * The live stream at `nowMs`: the last `window` segments of an endless loop of the demo segments, one new segment every
 * target duration (the clock decides which: every viewer sees the same live edge). Each loop restarts the timestamps,
 * so each is marked a discontinuity; the media and discontinuity sequences count from the broadcast's start
 * (`sinceMs`), as an encoder's do. Counted from the epoch the discontinuity sequence passed a hundred million, and
 * hls.js walks an array that long (its initPTS, indexed by it) on every playlist reload: the page's main thread hung.
 * @example livePlaylist(stream, Date.now(), 5, room.startsAt.getTime()) // '#EXTM3U\n…#EXT-X-MEDIA-SEQUENCE:…' (no end: it is live)
 */
export function livePlaylist(stream: DemoStream, nowMs: number, window = 5, sinceMs = 0): string {
  const count = stream.segments.length
  const newest = Math.floor(Math.max(0, nowMs - sinceMs) / 1000 / stream.targetDuration)
  const first = Math.max(0, newest - window + 1)
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${stream.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ]
  for (let i = first; i <= newest; i++) {
    if (i > first && i % count === 0) lines.push('#EXT-X-DISCONTINUITY')
    lines.push(`#EXTINF:${stream.segments[i % count]!.duration.toFixed(3)},`, segmentUri(i % count))
  }
  return `${lines.join('\n')}\n`
}

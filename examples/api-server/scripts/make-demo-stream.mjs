// Makes the reference server's demo stream (decision wave3-journey-6): 12 s of H.264 video (Baseline 3.0, 320×180, 15 fps,
// ~100 kbit/s, no audio) in six 2-second MPEG-TS segments, a test pattern with the firm's red band and 投顾社区 · 演示直播.
// Live rooms loop it as a live stream and replays play it whole (src/media/demoStream.ts); the output is committed
// (~180 kB), so a fresh machine needs only Node. Run again to change it: `npx -y pnpm@10 --filter @tougu/api-server
// media:stream` (needs ffmpeg with libx264 and a font with Chinese glyphs, e.g. Debian's ffmpeg and fonts-wqy-microhei).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const out = fileURLToPath(new URL('../src/media/demoStream/', import.meta.url))
const font = process.env.DEMO_STREAM_FONT ?? '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'
const work = mkdtempSync(join(tmpdir(), 'demo-stream-'))

const ffmpeg = spawnSync(
  'ffmpeg',
  [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15', '-t', '12'],
    '-vf',
    `drawbox=x=0:y=140:w=320:h=40:color=0xE8302E@0.85:t=fill,drawtext=fontfile=${font}:text='投顾社区 · 演示直播':fontcolor=white:fontsize=18:x=12:y=150`,
    // Baseline 3.0 plays everywhere that plays H.264 (old Android WebViews included); a keyframe every 2 s starts each segment.
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p', '-g', '30', '-keyint_min', '30', '-sc_threshold', '0'],
    ...['-b:v', '100k', '-maxrate', '120k', '-bufsize', '240k', '-an'],
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', join(work, 'seg%d.ts'), join(work, 'index.m3u8')],
  ],
  { stdio: 'inherit' },
)
if (ffmpeg.error || ffmpeg.status !== 0) {
  console.error(`make-demo-stream: ffmpeg failed (${ffmpeg.error?.message ?? `exit ${ffmpeg.status}`}); install it, e.g. apt-get install -y ffmpeg fonts-wqy-microhei`)
  process.exit(1)
}

// The segments' durations as ffmpeg measured them; the files are kept as .mpegts (a .ts file would be read as TypeScript).
const playlist = readFileSync(join(work, 'index.m3u8'), 'utf8')
const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),\s*\n(seg\d+\.ts)/g)].map((m) => ({ file: m[2].replace(/\.ts$/, '.mpegts'), duration: Number(m[1]) }))
for (const old of readdirSync(out).filter((f) => f.endsWith('.mpegts'))) rmSync(join(out, old))
for (const { file } of durations) renameSync(join(work, file.replace(/\.mpegts$/, '.ts')), join(out, file))
const targetDuration = Math.ceil(Math.max(...durations.map((d) => d.duration)))
writeFileSync(join(out, 'segments.json'), `${JSON.stringify({ targetDuration, segments: durations }, null, 2)}\n`)
rmSync(work, { recursive: true, force: true })
console.log(`make-demo-stream: ${durations.length} segments (${durations.reduce((s, d) => s + d.duration, 0)} s) in ${out}`)

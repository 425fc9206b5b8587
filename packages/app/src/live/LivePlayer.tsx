import { useEffect, useRef, useState } from 'react'
import { Button } from 'antd-mobile'
import { appMessages } from '../messages.js'

/**
 * Whether the browser itself plays HLS here: on Apple's WebKit (Safari, iOS WebViews: the reference player, and iPhones
 * before iOS 17.1 have no Media Source at all) or wherever there is no Media Source. Elsewhere hls.js over Media Source
 * plays, even where the browser now says it can play HLS (recent Chromium builds): that player fails now and then on a
 * stream's discontinuities, where hls.js does not (decision wave3-journey-6).
 */
export function nativeHls(video: HTMLVideoElement, env: { vendor: string; mediaSource: boolean } = browserEnv()): boolean {
  if (video.canPlayType('application/vnd.apple.mpegurl') === '') return false
  return env.vendor.startsWith('Apple') || !env.mediaSource
}

function browserEnv(): { vendor: string; mediaSource: boolean } {
  const w = window as unknown as { MediaSource?: unknown; ManagedMediaSource?: unknown }
  return { vendor: navigator.vendor ?? '', mediaSource: typeof w.MediaSource === 'function' || typeof w.ManagedMediaSource === 'function' }
}

/**
 * Plays an HLS stream into `video`: natively where the browser plays HLS, else with hls.js (its light build), loaded
 * only now and only here. Calls `onFailure` once when the stream cannot be played (its playlist or segments do not
 * load, or nothing here plays HLS). Returns the teardown.
 * @example const stop = await attachHls(video, '/tougu/media/stream/LV001/live.m3u8', () => setFailed(true))
 */
export async function attachHls(video: HTMLVideoElement, src: string, onFailure: () => void): Promise<() => void> {
  let failed = false
  const fail = () => {
    if (failed) return
    failed = true
    onFailure()
  }
  if (nativeHls(video)) {
    video.addEventListener('error', fail)
    video.src = src
    return () => {
      video.removeEventListener('error', fail)
      video.removeAttribute('src')
      video.load()
    }
  }
  // The light build, through the app's Vite alias.
  const { default: Hls } = await import('hls.js')
  if (!Hls.isSupported()) {
    fail()
    return () => undefined
  }
  // No worker: the app's policy runs only its own script files (a worker from a blob: URL is refused), and a small
  // stream transmuxes on the main thread at no cost the investor notices.
  const hls = new Hls({ enableWorker: false })
  let mediaRecovered = false
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return
    // A decoding hiccup once: hls.js re-attaches the media; anything else (the network) ends here with 重试.
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
      mediaRecovered = true
      hls.recoverMediaError()
      return
    }
    // What hls.js says went wrong (its error details), for whoever reads the console of a failing device.
    console.warn('[tougu] the stream failed:', data.type, data.details)
    fail()
  })
  hls.loadSource(src)
  hls.attachMedia(video)
  return () => hls.destroy()
}

export interface LivePlayerProps {
  /** The stream's playlist URL (HLS). */
  src: string
  poster: string
  title: string
  /** A live room starts playing at once (muted, as browsers allow); a replay waits for the investor. */
  live: boolean
}

/**
 * The live room's player (decision wave3-journey-6): HLS natively or through hls.js, loaded lazily here only. A stream
 * that cannot be played says so in the player's place and offers 重试, which attaches it again.
 * @example <LivePlayer src={mediaUrl(room.streamUrl)} poster={mediaUrl(room.coverUrl)} title={room.title} live />
 */
export function LivePlayer({ src, poster, title, live }: LivePlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const el = video.current
    if (!el) return
    let stop: (() => void) | null = null
    let live = true
    setFailed(false)
    attachHls(el, src, () => live && setFailed(true)).then(
      (teardown) => {
        if (live) stop = teardown
        else teardown()
      },
      (error: unknown) => {
        // hls.js did not load (a weak network): the same message and 重试.
        console.warn('[tougu] the player did not load:', error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
      stop?.()
    }
  }, [src, attempt])
  return (
    <div className="tg-live-player">
      <video
        ref={video}
        controls
        playsInline
        autoPlay={live}
        muted={live}
        poster={poster}
        aria-label={title}
        style={{ display: failed ? 'none' : 'block', width: '100%', aspectRatio: '16 / 9', background: '#000' }}
      />
      {failed && (
        <div role="alert" className="tg-live-failed">
          <p>{live ? appMessages.liveFailed : appMessages.replayFailed}</p>
          <Button color="primary" size="small" onClick={() => setAttempt((n) => n + 1)}>
            {appMessages.liveRetry}
          </Button>
        </div>
      )}
    </div>
  )
}

import { useEffect, useReducer, useRef } from 'react'
import { Button } from 'antd-mobile'
import { appMessages } from '../messages.js'
import { firstAttempt, nextAttempts, type PlayerAttempts, type PlayerEvent } from './playerAttempts.js'

/**
 * Whether the browser itself plays HLS here: on Apple's WebKit (Safari, iOS WebViews: the reference player, and iPhones
 * before iOS 17.1 have no Media Source at all) or wherever there is no Media Source. Elsewhere hls.js over Media Source
 * plays, even where the browser now says it can play HLS (recent Chromium builds): that player gives up on a live
 * stream whose playback starts or resumes after it has fetched all it could (decisions wave3-journey-6, wave3-live-1),
 * where hls.js does not.
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
 * load, or nothing here plays HLS). With `autoplay` (a live room) it starts playing as soon as it can. Returns the
 * teardown.
 * @example const stop = await attachHls(video, '/tougu/media/stream/LV001/live.m3u8', () => setFailed(true), { autoplay: true })
 */
export async function attachHls(video: HTMLVideoElement, src: string, onFailure: () => void, { autoplay = false } = {}): Promise<() => void> {
  let failed = false
  const fail = () => {
    if (failed) return
    failed = true
    onFailure()
  }
  if (nativeHls(video)) {
    const failNative = () => {
      // What the browser says went wrong (MediaError's code and message), for whoever reads the console of a device.
      console.warn('[tougu] the stream failed:', 'native', video.error?.code, video.error?.message)
      fail()
    }
    video.addEventListener('error', failNative)
    video.src = src
    // A live stream asks to play at once rather than when the autoplay attribute has buffered enough: Chromium's own
    // HLS player, started after it has fetched the whole first live window, re-reads the playlist and gives up ("segment
    // queue never had any data") unless a new segment has come meanwhile (decision wave3-live-1). Refused autoplay
    // (AbortError, NotAllowedError) leaves the investor the controls' play button.
    if (autoplay) video.play().catch(() => undefined)
    return () => {
      video.removeEventListener('error', failNative)
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

/** How far a stream plays before its next failure counts as a new one (a second: a player that gives up does so sooner). */
const PLAYED_SECONDS = 1

/**
 * The live room's player (decision wave3-journey-6): HLS natively or through hls.js, loaded lazily here only. A live
 * stream that fails is attached again once, silently (decision wave3-live-1); a stream that still cannot be played
 * says so in the player's place and offers 重试, which attaches it again.
 * @example <LivePlayer src={mediaUrl(room.streamUrl)} poster={mediaUrl(room.coverUrl)} title={room.title} live />
 */
export function LivePlayer({ src, poster, title, live }: LivePlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [{ attempt, failed }, dispatch] = useReducer((state: PlayerAttempts, event: PlayerEvent) => nextAttempts(state, event, live), firstAttempt)
  useEffect(() => {
    const el = video.current
    if (!el) return
    let stop: (() => void) | null = null
    let current = true
    const failedNow = () => current && dispatch({ type: 'failed' })
    // Played a while since this attachment: a later failure gets its own silent second try.
    let from: number | null = null
    const progressed = () => {
      from ??= el.currentTime
      if (el.currentTime - from >= PLAYED_SECONDS) dispatch({ type: 'played' })
    }
    el.addEventListener('timeupdate', progressed)
    attachHls(el, src, failedNow, { autoplay: live }).then(
      (teardown) => {
        if (current) stop = teardown
        else teardown()
      },
      (error: unknown) => {
        // hls.js did not load (a weak network): a failure as any other.
        console.warn('[tougu] the player did not load:', error)
        failedNow()
      },
    )
    return () => {
      current = false
      el.removeEventListener('timeupdate', progressed)
      stop?.()
    }
  }, [src, attempt, live])
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
          <Button color="primary" size="small" onClick={() => dispatch({ type: 'retry' })}>
            {appMessages.liveRetry}
          </Button>
        </div>
      )}
    </div>
  )
}

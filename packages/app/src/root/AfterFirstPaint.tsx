import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { afterNextPaint } from '../boot/afterNextPaint.js'

let firstPaintDone = false
/** A store that never announces a change (firstPaintDone is read once per mount). */
const unchanging = () => () => undefined

/**
 * False until the frame after the page's first paint, then true; true at once on every later mount (so coming back to
 * a screen restores its scroll position as before). For what a first screen has only below the fold: rendered then,
 * those sections no longer lengthen the task that paints what the investor sees (decision wave2-speed-6), and their
 * requests no longer share the phone's six connections with its content's (wave2-speed-7).
 * @example const lower = useAfterFirstPaint(); const hot = useApiQuery('opinions.hot48', request, { enabled: lower })
 */
export function useAfterFirstPaint(): boolean {
  // False in the server's render and in the takeover of its page, whatever this module saw before (one process that
  // renders pages for the server and screens in a browser, as the tests do): the server renders a first visit's screen.
  const paintedBefore = useSyncExternalStore(unchanging, () => firstPaintDone, () => false)
  const [ready, setReady] = useState(paintedBefore)
  useEffect(() => {
    if (ready) return
    // A long fallback: below the fold in a hidden tab, nothing is lost by waiting for the tab to show.
    return afterNextPaint(() => {
      firstPaintDone = true
      // A transition: what renders now (sections below the fold) renders in short tasks, not one long one
      // (decision wave3-speed-1).
      startTransition(() => setReady(true))
    }, 1000)
  }, [ready])
  return ready
}

/**
 * False until the frame after `shown` was first true (what it stands for has painted), then true for this mount. For
 * what can wait until a screen's content is on screen: requests and code that would otherwise share the phone's
 * connections with it (decision wave2-speed-8).
 * @example const painted = usePaintedAfter(banners.status === 'success') // the other banners' pictures after the first one
 */
export function usePaintedAfter(shown: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (painted || !shown) return
    // The same long fallback: a hidden tab paints no frames.
    // A transition, as above: what waited for the paint renders in short tasks.
    return afterNextPaint(() => startTransition(() => setPainted(true)), 1000)
  }, [painted, shown])
  return painted
}

import { useEffect, useState } from 'react'
import { afterNextPaint } from '../boot/afterNextPaint.js'

let firstPaintDone = false

/**
 * False until the frame after the page's first paint, then true; true at once on every later mount (so coming back to
 * a screen restores its scroll position as before). For what a first screen has only below the fold: rendered then,
 * those sections no longer lengthen the task that paints what the investor sees (decision wave2-speed-6), and their
 * requests no longer share the phone's six connections with its content's (wave2-speed-7).
 * @example const lower = useAfterFirstPaint(); const hot = useApiQuery('opinions.hot48', request, { enabled: lower })
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(firstPaintDone)
  useEffect(() => {
    if (ready) return
    // A long fallback: below the fold in a hidden tab, nothing is lost by waiting for the tab to show.
    return afterNextPaint(() => {
      firstPaintDone = true
      setReady(true)
    }, 1000)
  }, [ready])
  return ready
}

import { useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from '../boot/afterNextPaint.js'

let firstPaintDone = false

/**
 * Renders its children from the frame after the page's first paint (decision wave2-speed-6): a first screen's
 * sections below the fold then render in their own task instead of lengthening the one that paints the content the
 * investor sees (Total Blocking Time). Below the fold, nothing visible moves when they arrive. Every later mount
 * (coming back to the screen, another screen) renders them at once, so scroll positions restore as before.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null
}

/**
 * False until the frame after the page's first paint, then true; true at once on every later mount. For what a first
 * screen needs only below the fold, such as the requests of its lower sections: sent after the content the investor
 * sees has painted, they no longer share the phone's six connections with it (decision wave2-speed-7).
 * @example const hot = useApiQuery('opinions.hot48', request, { enabled: useAfterFirstPaint() })
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

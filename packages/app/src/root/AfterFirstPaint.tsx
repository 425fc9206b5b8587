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
  const [ready, setReady] = useState(firstPaintDone)
  useEffect(() => {
    if (ready) return
    // A long fallback: below the fold in a hidden tab, nothing is lost by waiting for the tab to show.
    return afterNextPaint(() => {
      firstPaintDone = true
      setReady(true)
    }, 1000)
  }, [ready])
  return ready ? children : null
}

import { useEffect, useState, type ReactNode } from 'react'

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
    let timer: ReturnType<typeof setTimeout> | undefined
    // A timeout queued from an animation frame runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        firstPaintDone = true
        setReady(true)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [ready])
  return ready ? children : null
}

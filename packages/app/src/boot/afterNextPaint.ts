/**
 * Runs `run` once, after the next frame has been painted (a timeout queued from requestAnimationFrame runs after that
 * frame), or after `hiddenFallbackMs` at the latest: hidden tabs paint no frames. Returns a cancel function.
 * @example const cancel = afterNextPaint(() => startApp())
 */
export function afterNextPaint(run: () => void, hiddenFallbackMs = 100): () => void {
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const once = () => {
    if (done) return
    done = true
    cancel()
    run()
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0)
  })
  const fallback = setTimeout(once, hiddenFallbackMs)
  function cancel() {
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
    if (timer !== undefined) clearTimeout(timer)
  }
  return () => {
    done = true
    cancel()
  }
}

/**
 * Resolves in a task of its own (a zero timeout): what runs after it no longer lengthens the task that awaited it.
 * @example await nextTask()
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs `run` once, when the page is idle (no task waiting: the app has taken the page over and its first answers are
 * in), or after `latestMs` at the latest. Where the browser has no `requestIdleCallback` (Safari), after the next
 * paint and a quiet `fallbackMs` instead. Returns a cancel function.
 * @example whenIdle(() => void import('./release/afterFirstScreen.js'), 5000)
 */
export function whenIdle(run: () => void, latestMs: number, fallbackMs = 1000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    let timer: ReturnType<typeof setTimeout> | undefined
    const cancelPaint = afterNextPaint(() => {
      timer = setTimeout(run, fallbackMs)
    }, Math.min(latestMs, fallbackMs))
    return () => {
      cancelPaint()
      if (timer !== undefined) clearTimeout(timer)
    }
  }
  const handle = requestIdleCallback(() => run(), { timeout: latestMs })
  return () => cancelIdleCallback(handle)
}

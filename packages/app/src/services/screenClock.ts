/** How often what the screens show of the clock moves on while a screen shows it (relative times: 刚刚 → 1分钟前). */
export const SCREEN_CLOCK_TICK_MS = 30_000

/**
 * The clock as screens show it (relative times, the price period in force), read through `useNow()`: React's external
 * store, so that the browser takes a first screen the server rendered over with the instant the server rendered it
 * with (decision wave3-journey-14), and a screen that shows the time moves on by itself.
 */
export interface ScreenClock {
  /** Now, to the second: the same value for every read within a render (what `useSyncExternalStore` asks of a store). */
  read: () => number
  /** While the browser takes over the server's first screen: the instant the server rendered it with; else `read()`. */
  readFirstScreen: () => number
  /** Calls `onTick` every {@link SCREEN_CLOCK_TICK_MS} while anyone listens; returns the unsubscribe. */
  subscribe: (onTick: () => void) => () => void
  /** The instant the server rendered the page's first screen with (its mark, server/firstScreenMark.ts), before the takeover. */
  takeOverFirstScreen: (renderedAt: number) => void
}

/**
 * Now to the whole second. Times on the wire are whole seconds, so a relative time reads the same from it as from the
 * exact instant (differenceInMinutes of a whole-second time crosses a minute on a whole second).
 * @example toSecond(1_764_300_123_456) // 1_764_300_123_000
 */
export const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000

/**
 * The screens' clock on the services' clock.
 * @example const clock = createScreenClock(() => Date.now()); clock.read() // now, to the second
 */
export function createScreenClock(now: () => number): ScreenClock {
  let firstScreenAt: number | null = null
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | undefined
  const read = () => toSecond(now())
  return {
    read,
    readFirstScreen: () => firstScreenAt ?? read(),
    subscribe(onTick) {
      listeners.add(onTick)
      timer ??= setInterval(() => listeners.forEach((l) => l()), SCREEN_CLOCK_TICK_MS)
      return () => {
        listeners.delete(onTick)
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer)
          timer = undefined
        }
      }
    },
    takeOverFirstScreen(renderedAt) {
      firstScreenAt = toSecond(renderedAt)
    },
  }
}

import { useEffect, useRef } from 'react'
import { useServices } from '../services/index.js'

/**
 * Answers the native app's pull-down / pull-up events (enabled per route by the navigation hooks) and tells
 * the app to stop its spinner once the reload settled.
 * @example useNativePullRefresh({ down: list.refresh, up: list.loadMore })
 */
export function useNativePullRefresh(handlers: {
  down?: () => Promise<unknown>
  up?: () => Promise<unknown>
}): void {
  const { bridge } = useServices()
  const latest = useRef(handlers)
  latest.current = handlers
  useEffect(() => {
    if (bridge.environment !== 'app') return
    const stop = (direction: 'down' | 'up') => () =>
      void bridge.stopPullRefresh({ direction }).catch((error: unknown) => {
        console.warn('[tougu] stopPullRefresh failed:', error instanceof Error ? error.message : error)
      })
    const down = bridge.on('pullDownRefresh', () => {
      void (latest.current.down?.() ?? Promise.resolve()).catch(() => undefined).finally(stop('down'))
    })
    const up = bridge.on('pullUpRefresh', () => {
      void (latest.current.up?.() ?? Promise.resolve()).catch(() => undefined).finally(stop('up'))
    })
    return () => {
      down.remove()
      up.remove()
    }
  }, [bridge])
}

import { useSyncExternalStore } from 'react'
import { useServices } from './AppServicesProvider.js'

/**
 * Now (epoch ms, to the second) for what a screen shows of the clock: the server's instant on the server and while the
 * browser takes its first screen over (so the markup matches and is kept), the browser's right after, moving on every
 * 30 s while shown (services/screenClock.ts, decision wave3-journey-14). Handlers that act at a moment read
 * `services.now()` instead.
 * @example const now = useNow(); <span>{formatRelativeTime(opinion.publishTime, now)}</span>
 */
export function useNow(): number {
  const { screenClock } = useServices()
  return useSyncExternalStore(screenClock.subscribe, screenClock.read, screenClock.readFirstScreen)
}

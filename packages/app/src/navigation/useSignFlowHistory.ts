import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import type { KeyValueStorage } from '@tougu/core'
import { useServices } from '../services/index.js'
import { useLocation, useNavigate } from './router.js'
import {
  markSignFinished,
  planLeave,
  readSignHistory,
  signHistoryStep,
  writeSignHistory,
  type HistoryPlace,
  type SignHistoryStep,
} from './signFlowHistory.js'

// The app's side of signFlowHistory.ts (decision wave3-journey-5): the root layout runs the guard on every location,
// the result pages mark the flow finished and leave it.

/** The place before the current one in this page's life (null on the page as opened or reloaded). */
let lastPlace: HistoryPlace | null = null

function useTabStorage(): KeyValueStorage | null {
  const { window: win } = useServices()
  try {
    return win.sessionStorage
  } catch {
    return null
  }
}

/**
 * Runs on every location: remembers where a signing flow was entered from, finishes a leave in progress and moves on
 * from a page of a finished flow. True while it is moving the history: the root then shows nothing (no flash of a
 * page that is being left).
 * @example const moving = useSignFlowHistoryGuard(); if (moving) return null
 */
export function useSignFlowHistoryGuard(): boolean {
  const { bridge, window: win } = useServices()
  const storage = useTabStorage()
  const location = useLocation()
  const navigate = useNavigate()
  const { pathname, search, idx, key } = location
  const planned = useMemo(
    () => (storage ? signHistoryStep(readSignHistory(storage), lastPlace, { pathname, search, idx }) : null),
    // Once per visit (`key`): the step is decided on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storage, key, pathname, search, idx],
  )
  const handled = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (handled.current === key) return
    handled.current = key
    lastPlace = { pathname, search, idx }
    if (!storage || !planned) return
    writeSignHistory(storage, planned.state)
    take(planned.step)
  })

  function take(step: SignHistoryStep) {
    if (step.kind === 'go') win.history.go(step.delta)
    else if (step.kind === 'navigate') void navigate(step.to, { replace: step.replace })
    else if (step.kind === 'close') {
      const fallback = () => void navigate(step.fallback, { replace: true })
      if (bridge.environment === 'app' && bridge.isAvailable('closeWebview')) void bridge.closeWebview().catch(fallback)
      else fallback()
    }
  }
  return planned !== null && planned.step.kind !== 'none'
}

/**
 * For the flow's pages: `finish(exit)` once the flow's order is paid or cancelled (pages of the flow behind are then
 * left when reached; `{ stay: true }` keeps this page alive, where a cancelled order's page starts a new sequence),
 * `leave(target)` for an exit: back past the flow's pages to where it was entered from, then to `target` (null: stay
 * there).
 * @example const flow = useSignFlowExit(); flow.finish('/tips/detail?id=TP001'); flow.leave('/tips/detail?id=TP001')
 */
export function useSignFlowExit(): { finish: (exit: string | null, options?: { stay?: boolean }) => void; leave: (target: string | null) => void } {
  const { window: win } = useServices()
  const storage = useTabStorage()
  const { idx } = useLocation()
  const navigate = useNavigate()
  const finish = useCallback(
    (exit: string | null, options: { stay?: boolean } = {}) => {
      if (storage) writeSignHistory(storage, markSignFinished(readSignHistory(storage), options.stay ? idx - 1 : idx, exit))
    },
    [storage, idx],
  )
  const leave = useCallback(
    (target: string | null) => {
      const plan = storage ? planLeave(readSignHistory(storage), idx, target) : null
      if (!plan || !storage) return void navigate(target ?? '/index', { replace: true })
      writeSignHistory(storage, plan.state)
      win.history.go(plan.delta)
    },
    [storage, idx, navigate, win],
  )
  return { finish, leave }
}

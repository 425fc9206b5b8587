import type { KeyValueStorage } from '@tougu/core'

// Back never returns into a finished signing flow (decision wave3-journey-5). A browser cannot delete history
// entries, so the app remembers where the flow was entered from (its anchor: the product page, my orders, or the flow's
// own first page when the tab or webview began there) and, once the flow's order is paid or cancelled:
// - the result page's exits go back to the anchor (`history.go`) and from there to the content (push; or replace when
//   the anchor is itself a page of the flow), so the flow's entries fall off the end of the history;
// - a page of the finished flow reached anyway (the browser's or the phone's back before an exit was tapped, a reload)
//   moves on back to the anchor at once; the flow's own first page is left for the content, or its webview closed.

/** Where the flow was entered from, and whether it is over. */
export interface SignEntry {
  /** History index (the router's `idx`) of the anchor: the entry before the flow, or the flow's first page (`inFlow`). */
  idx: number
  /** The tab or webview began on a page of the flow: there is no page of the app before it. */
  inFlow: boolean
  /** The flow's order was paid or cancelled on the entry at this index: pages of the flow before it are over. */
  finishedAt: number | null
  /** Where leaving the flow's own first page goes (`inFlow`): the content, or the page to return to. */
  exit: string | null
}

/** A leave in progress: `history.go` back to the anchor, then `target` (pushed, or `replace`d onto the anchor). */
export interface PendingLeave {
  anchor: number
  target: string | null
  replace: boolean
}

export interface SignHistoryState {
  entry: SignEntry | null
  pending: PendingLeave | null
}

/** A place in the history, as the router knows it (router path without the base). */
export interface HistoryPlace {
  pathname: string
  search: string
  idx: number
}

/** What to do with the history now. */
export type SignHistoryStep =
  | { kind: 'none' }
  | { kind: 'go'; delta: number }
  | { kind: 'navigate'; to: string; replace: boolean }
  /** Leave the flow's own first page: close the webview in the app, else replace the page with `fallback`. */
  | { kind: 'close'; fallback: string }

const STORE_KEY = 'tougu.signHistory'
const NONE: SignHistoryStep = { kind: 'none' }

/** Whether a router path is a page of the signing flow. @example isSignPath('/sign/done') // true */
export const isSignPath = (pathname: string): boolean => pathname.startsWith('/sign/')

/**
 * The step to take on arriving at `cur` from `prev` (null on the page the tab or webview opened, or after a reload), and
 * the state to keep. Pure: the caller stores the state and takes the step.
 * @example signHistoryStep({ entry: null, pending: null }, { pathname: '/tips/brief', search: '?id=TP001', idx: 0 }, { pathname: '/sign/notice', search: '', idx: 1 }).state.entry
 * // { idx: 0, inFlow: false, finishedAt: null, exit: null }
 */
export function signHistoryStep(state: SignHistoryState, prev: HistoryPlace | null, cur: HistoryPlace): { state: SignHistoryState; step: SignHistoryStep } {
  let { entry, pending } = state
  if (pending) {
    if (cur.idx === pending.anchor) {
      const here = `${cur.pathname}${cur.search}`
      const step: SignHistoryStep = pending.target && pending.target !== here ? { kind: 'navigate', to: pending.target, replace: pending.replace } : NONE
      return { state: { entry, pending: null }, step }
    }
    // Landed elsewhere (the investor moved on meanwhile): the leave is void.
    pending = null
  }
  if (isSignPath(cur.pathname)) {
    if (prev === null && cur.idx === 0) entry = { idx: 0, inFlow: true, finishedAt: null, exit: null }
    else if (prev !== null && !isSignPath(prev.pathname) && cur.idx === prev.idx + 1) entry = { idx: prev.idx, inFlow: false, finishedAt: null, exit: null }
    // Over: a page of the flow before the one it finished on, or that one reached by going back to it.
    const over = entry?.finishedAt != null && (cur.idx < entry.finishedAt || (cur.idx === entry.finishedAt && prev !== null && prev.idx > cur.idx))
    if (entry && over) {
      if (cur.idx > entry.idx) return { state: { entry, pending }, step: { kind: 'go', delta: entry.idx - cur.idx } }
      if (entry.inFlow && cur.idx === entry.idx) return { state: { entry, pending }, step: { kind: 'close', fallback: entry.exit ?? '/index' } }
    }
  }
  return { state: { entry, pending }, step: NONE }
}

/**
 * Marks the flow over on the entry at `idx` (its order paid or cancelled): pages of the flow before it are left at once
 * when reached again. `exit` is where the flow's own first page leads (the content, or the return target).
 * @example markSignFinished({ entry, pending: null }, 6, '/tips/detail?id=TP001')
 */
export function markSignFinished(state: SignHistoryState, idx: number, exit: string | null): SignHistoryState {
  if (!state.entry || state.entry.idx > idx) return state
  return { ...state, entry: { ...state.entry, finishedAt: idx, exit: exit ?? state.entry.exit } }
}

/**
 * Leaving the flow from the entry at `idx` for `target` (null: back to the anchor itself): how far to go back and the
 * leave to finish on arrival, or null when there is nothing of the flow behind (then replace this page with the target).
 * @example planLeave({ entry: { idx: 0, inFlow: false, finishedAt: 6, exit: null }, pending: null }, 6, '/tips/detail?id=TP001')
 * // { delta: -6, state: { …, pending: { anchor: 0, target: '/tips/detail?id=TP001', replace: false } } }
 */
export function planLeave(state: SignHistoryState, idx: number, target: string | null): { delta: number; state: SignHistoryState } | null {
  const entry = state.entry
  if (!entry || entry.idx >= idx) return null
  return { delta: entry.idx - idx, state: { ...state, pending: { anchor: entry.idx, target, replace: entry.inFlow } } }
}

/** The stored state; a missing, unreadable or malformed one is empty (the flow then behaves as a plain history). */
export function readSignHistory(storage: KeyValueStorage): SignHistoryState {
  try {
    const raw: unknown = JSON.parse(storage.getItem(STORE_KEY) ?? 'null')
    if (!raw || typeof raw !== 'object') return { entry: null, pending: null }
    const { entry, pending } = raw as Partial<SignHistoryState>
    return { entry: validEntry(entry) ? entry : null, pending: validPending(pending) ? pending : null }
  } catch {
    return { entry: null, pending: null }
  }
}

/** Stores the state (best effort: without storage the flow behaves as a plain history). */
export function writeSignHistory(storage: KeyValueStorage, state: SignHistoryState): void {
  try {
    storage.setItem(STORE_KEY, JSON.stringify(state))
  } catch {
    // Private mode or a full store.
  }
}

const isIndex = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0
const isPath = (s: unknown): s is string => typeof s === 'string' && s.startsWith('/') && !s.startsWith('//') && s.length <= 1024

function validEntry(e: unknown): e is SignEntry {
  if (!e || typeof e !== 'object') return false
  const { idx, inFlow, finishedAt, exit } = e as Record<string, unknown>
  return isIndex(idx) && typeof inFlow === 'boolean' && (finishedAt === null || isIndex(finishedAt)) && (exit === null || isPath(exit))
}

function validPending(p: unknown): p is PendingLeave {
  if (!p || typeof p !== 'object') return false
  const { anchor, target, replace } = p as Record<string, unknown>
  return isIndex(anchor) && (target === null || isPath(target)) && typeof replace === 'boolean'
}

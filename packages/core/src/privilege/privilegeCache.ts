import { BehaviorSubject } from 'rxjs'
import type { StateStream } from '../streams/stateStream.js'

export interface PrivilegeCacheOptions<T> {
  /** Queries the list (POST /api/getUserPrivilegeList → list). Rejects on failure. */
  fetchList: () => Promise<readonly T[]>
  /** The clock, epoch ms. */
  now: () => number
  /** Minimum time between non-forced refreshes (spec §9: 5 minutes). */
  intervalMs?: number
}

export interface PrivilegeCacheState<T> {
  list: readonly T[]
  /** When the list was last fetched successfully (epoch ms), null before. */
  queryTime: number | null
  /** Requests made, retries included. */
  queryCount: number
  loading: boolean
  /** The last failure after its retry, cleared by the next success. */
  error: unknown
}

export interface PrivilegeCache<T> {
  /** The current list; emits only when it changes. */
  privileges$: StateStream<readonly T[]>
  /** Everything the client store keeps about privileges. */
  state$: StateStream<PrivilegeCacheState<T>>
  /** The list, querying it on first use (or after a failed first use). */
  get(): Promise<readonly T[]>
  /**
   * Re-queries only when forced or when `intervalMs` has passed since the last query. A forced refresh
   * always starts its own request; one already in flight is superseded (its answer is ignored).
   */
  refresh(options?: { force?: boolean }): Promise<readonly T[]>
  /**
   * Drops the list at once (sign-out, another investor signed in) so no screen shows the previous
   * investor's privileges; an answer still in flight is ignored. The next `get`/`refresh` queries again.
   */
  reset(): void
  dispose(): void
}

/**
 * The user's privilege list (spec §4): queried on first use, refreshed on request only after 5 minutes
 * or when forced, one retry on failure, and concurrent callers share one in-flight request (except a
 * forced refresh, which supersedes it). When the retry fails too, the call rejects and the previous list stays.
 * @example
 * const privileges = createPrivilegeCache({
 *   fetchList: async () => {
 *     const res = await api.orders.getUserPrivilegeList()
 *     if (isApiFailure(res)) throw new Error(res.message) // retried once, then the call rejects
 *     return res.list
 *   },
 *   now: () => Date.now(),
 * })
 * const list = await privileges.get()          // queries once
 * await privileges.refresh()                   // no request within 5 minutes
 * await privileges.refresh({ force: true })    // after a purchase
 */
export function createPrivilegeCache<T>(options: PrivilegeCacheOptions<T>): PrivilegeCache<T> {
  const intervalMs = options.intervalMs ?? 300000
  const state = new BehaviorSubject<PrivilegeCacheState<T>>({
    list: [],
    queryTime: null,
    queryCount: 0,
    loading: false,
    error: null,
  })
  const list = new BehaviorSubject<readonly T[]>(state.getValue().list)
  let inFlight: Promise<readonly T[]> | null = null
  // Bumped by every forced refresh and reset: a request started under an older generation belongs to a
  // previous state of the world (typically the previous investor) and may no longer write or answer.
  let generation = 0

  const patch = (p: Partial<PrivilegeCacheState<T>>) => {
    if (state.closed) return
    const next = { ...state.getValue(), ...p }
    state.next(next)
    if (next.list !== list.getValue()) list.next(next.list)
  }

  const attempt = () => {
    patch({ queryCount: state.getValue().queryCount + 1 })
    return options.fetchList()
  }

  const query = (): Promise<readonly T[]> => {
    if (inFlight) return inFlight
    const mine = generation
    const current = () => mine === generation
    // Whoever waited on a superseded request gets the answer of the request that replaced it.
    const handOver = (): Promise<readonly T[]> => inFlight ?? Promise.resolve(state.getValue().list)
    patch({ loading: true })
    const request: Promise<readonly T[]> = attempt()
      .catch((error: unknown) => {
        if (current()) return attempt()
        throw error
      })
      .then(
        (fetched) => {
          if (!current()) return handOver()
          patch({ list: fetched, queryTime: options.now(), loading: false, error: null })
          return fetched
        },
        (error: unknown) => {
          if (!current()) return handOver()
          patch({ loading: false, error })
          throw error
        },
      )
      .finally(() => {
        if (inFlight === request) inFlight = null
      })
    inFlight = request
    return request
  }

  /** Forget the request in flight: its answer will be ignored and its waiters handed the next one. */
  const supersede = () => {
    generation += 1
    inFlight = null
  }

  const stream = <V>(s: BehaviorSubject<V>): StateStream<V> =>
    Object.assign(s.asObservable(), { getValue: () => s.getValue() })

  return {
    privileges$: stream(list),
    state$: stream(state),
    get() {
      if (inFlight) return inFlight
      const s = state.getValue()
      return s.queryTime === null ? query() : Promise.resolve(s.list)
    },
    refresh({ force = false } = {}) {
      if (force) {
        // A forced refresh means "what was asked before is stale" (a purchase, another investor): it
        // must not share the request already in flight, which may belong to the previous investor.
        supersede()
        return query()
      }
      if (inFlight) return inFlight
      const s = state.getValue()
      const due = s.queryTime === null || options.now() - s.queryTime >= intervalMs
      return due ? query() : Promise.resolve(s.list)
    },
    reset() {
      supersede()
      patch({ list: [], queryTime: null, loading: false, error: null })
    },
    dispose() {
      state.complete()
      list.complete()
    },
  }
}

import { BehaviorSubject } from 'rxjs'
import type { StateStream } from '../followup/followupSession.js'

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
  /** Re-queries only when forced or when `intervalMs` has passed since the last query. */
  refresh(options?: { force?: boolean }): Promise<readonly T[]>
  dispose(): void
}

/**
 * The user's privilege list (spec §4): queried on first use, refreshed on request only after 5 minutes
 * or when forced, one retry on failure, and concurrent callers share one in-flight request. When the
 * retry fails too, the call rejects and the previous list stays.
 * @example
 * const privileges = createPrivilegeCache({ fetchList: () => api.privileges(), now: () => Date.now() })
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
    patch({ loading: true })
    inFlight = attempt()
      .catch(() => attempt())
      .then(
        (fetched) => {
          patch({ list: fetched, queryTime: options.now(), loading: false, error: null })
          return fetched
        },
        (error: unknown) => {
          patch({ loading: false, error })
          throw error
        },
      )
      .finally(() => {
        inFlight = null
      })
    return inFlight
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
      if (inFlight) return inFlight
      const s = state.getValue()
      const due = s.queryTime === null || options.now() - s.queryTime >= intervalMs
      return force || due ? query() : Promise.resolve(s.list)
    },
    dispose() {
      state.complete()
      list.complete()
    },
  }
}

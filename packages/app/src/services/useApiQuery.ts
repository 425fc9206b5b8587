import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { apiFailure, API_CODES, isApiFailure, type ApiFailure, type ApiResult } from '@tougu/core'

/** Where a query is: the first load, a failure to show with a retry, or data. */
export type QueryStatus = 'loading' | 'error' | 'success'

export interface ApiQuery<T> {
  status: QueryStatus
  /** The last successful answer (kept while a refresh runs). */
  data: T | undefined
  /** The failure's message (spec §8 texts), null unless status is 'error'. */
  error: string | null
  /**
   * The whole failure, null unless status is 'error': `iRet` tells a timeout (-1) from a session or
   * business code, so a screen can react to the code rather than parse the message.
   */
  failure: ApiFailure | null
  /** After an error: load again, showing the loading state. */
  retry: () => void
  /** Reload in the background, keeping the shown data (pull-down refresh). Resolves when done. */
  refresh: () => Promise<void>
}

/** Loads one API result for a screen: `(signal) => api.area.endpoint(request, { signal })`. */
export type ApiLoader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>

interface State<T> {
  status: QueryStatus
  data: T | undefined
  error: string | null
  failure: ApiFailure | null
}

/** A loader that threw (a bug, not an API answer) still reaches the screen as a failure with a code. */
function thrownFailure(error: unknown): ApiFailure {
  return apiFailure(API_CODES.SYSTEM_BUSY, error instanceof Error ? error.message : String(error))
}

const failed = <T>(failure: ApiFailure): State<T> => ({ status: 'error', data: undefined, error: failure.message, failure })

/**
 * The one data hook of the screens: runs `load` when `deps` change, aborts it on unmount or when deps change,
 * and turns the API client's `{ iRet ≠ 0, message }` failures into `status: 'error'` with the message.
 *
 * @example
 * const { api } = useServices()
 * const q = useApiQuery((signal) => api.live.detail({ id }, { signal }), [id])
 * if (q.status === 'loading') return <ListSkeleton />
 * if (q.status === 'error') return <ErrorRetryBlock description={q.error} onRetry={q.retry} />
 * return <h1>{q.data.data.title}</h1>
 */
export function useApiQuery<T>(load: ApiLoader<T>, deps: DependencyList): ApiQuery<T> {
  const [state, setState] = useState<State<T>>({ status: 'loading', data: undefined, error: null, failure: null })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const refreshController = useRef<AbortController | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    setState((s) =>
      s.status === 'loading' && s.data === undefined
        ? s
        : { status: 'loading', data: undefined, error: null, failure: null },
    )
    loadRef.current(controller.signal).then(
      (res) => {
        if (controller.signal.aborted) return
        setState(isApiFailure(res) ? failed(res) : { status: 'success', data: res, error: null, failure: null })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState(failed(thrownFailure(error)))
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload, like useEffect
  }, [...deps, attempt])

  useEffect(() => () => refreshController.current?.abort(), [])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const refresh = useCallback(async () => {
    refreshController.current?.abort()
    const controller = new AbortController()
    refreshController.current = controller
    const res = await loadRef
      .current(controller.signal)
      .catch((error: unknown) => thrownFailure(error))
    if (controller.signal.aborted) return
    if (isApiFailure(res)) setState((s) => (s.data === undefined ? failed(res) : s))
    else setState({ status: 'success', data: res as T, error: null, failure: null })
  }, [])

  return { ...state, retry, refresh }
}

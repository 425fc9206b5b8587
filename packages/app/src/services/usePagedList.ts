import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { apiFailure, API_CODES, isApiFailure, type ApiFailure, type ApiResult } from '@tougu/core'
import { useServices } from './AppServicesProvider.js'
import type { QueryStatus } from './useApiQuery.js'

/** One page request: rows skipped and rows wanted (the contract's `offset`/`size`). */
export interface PageRequest {
  offset: number
  size: number
}

/** Loads one page: `({ offset, size }, signal) => api.live.list({ offset, size }, { signal })`. */
export type PageLoader<T> = (
  page: PageRequest,
  signal: AbortSignal,
) => Promise<ApiResult<{ list: T[]; total?: number | undefined }>>

export interface PagedList<T> {
  /** Of the first page. */
  status: QueryStatus
  items: T[]
  /** More rows exist (from `total`, or a full last page when there is no total). */
  hasMore: boolean
  error: string | null
  /** The first page's failure with its `iRet`, null unless status is 'error'. */
  failure: ApiFailure | null
  /**
   * Loads the next page; rejects with an Error carrying the failure's message (and the failure itself as
   * `failure`) so an infinite-scroll footer can offer a retry.
   */
  loadMore: () => Promise<void>
  /** After a first-page error: load again. */
  retry: () => void
  /** Reload from the first page in the background (pull-down refresh). */
  refresh: () => Promise<void>
}

export interface PagedListOptions {
  /** Rows per page, default 20. */
  size?: number
  /**
   * Keeps the loaded rows in memory under this key (e.g. `location.key`), so coming back to the page shows
   * them at once and the scroll position can be restored.
   */
  cacheKey?: string
}

interface Snapshot<T> {
  status: QueryStatus
  items: T[]
  hasMore: boolean
  error: string | null
  failure: ApiFailure | null
}

const failedSnapshot = <T>(failure: ApiFailure): Snapshot<T> => ({ status: 'error', items: [], hasMore: false, error: failure.message, failure })

/**
 * The paged-list helper for infinite scroll (offset/size paging of the contract).
 *
 * @example
 * const { api } = useServices()
 * const key = useLocation().key
 * const rooms = usePagedList((page, signal) => api.live.list(page, { signal }), [], { cacheKey: `live:${key}` })
 * <ContentList status={rooms.status === 'success' ? 'ready' : rooms.status} items={rooms.items} … />
 * <InfiniteScroll loadMore={rooms.loadMore} hasMore={rooms.hasMore} />
 */
export function usePagedList<T>(
  load: PageLoader<T>,
  deps: DependencyList,
  options: PagedListOptions = {},
): PagedList<T> {
  const size = options.size ?? 20
  const { pageCache } = useServices()
  const cacheKey = options.cacheKey
  const cached = cacheKey ? (pageCache.get(cacheKey) as Snapshot<T> | undefined) : undefined
  const [state, setState] = useState<Snapshot<T>>(
    cached ?? { status: 'loading', items: [], hasMore: false, error: null, failure: null },
  )
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const stateRef = useRef(state)
  stateRef.current = state
  const controllers = useRef(new Set<AbortController>())
  const skipFirst = useRef(cached?.status === 'success')

  useEffect(() => {
    if (cacheKey && state.status === 'success') pageCache.set(cacheKey, state)
  }, [cacheKey, pageCache, state])

  const fetchPage = useCallback(
    async (offset: number): Promise<{ items: T[]; hasMore: boolean } | { failure: ApiFailure } | null> => {
      const controller = new AbortController()
      controllers.current.add(controller)
      try {
        const res = await loadRef.current({ offset, size }, controller.signal)
        if (controller.signal.aborted) return null
        if (isApiFailure(res)) return { failure: res }
        const total = res.total
        const hasMore = total !== undefined ? offset + res.list.length < total : res.list.length >= size
        return { items: res.list, hasMore: hasMore && res.list.length > 0 }
      } catch (error) {
        return controller.signal.aborted
          ? null
          : { failure: apiFailure(API_CODES.SYSTEM_BUSY, error instanceof Error ? error.message : String(error)) }
      } finally {
        controllers.current.delete(controller)
      }
    },
    [size],
  )

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false
      return
    }
    let live = true
    setState({ status: 'loading', items: [], hasMore: false, error: null, failure: null })
    void fetchPage(0).then((r) => {
      if (!live || r === null) return
      setState(
        'failure' in r ? failedSnapshot(r.failure) : { status: 'success', items: r.items, hasMore: r.hasMore, error: null, failure: null },
      )
    })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload, like useEffect
  }, [...deps, attempt, fetchPage])

  useEffect(() => {
    const set = controllers.current
    return () => {
      for (const c of set) c.abort()
    }
  }, [])

  const loadMore = useCallback(async () => {
    const current = stateRef.current
    if (current.status !== 'success' || !current.hasMore) return
    const r = await fetchPage(current.items.length)
    if (r === null) return
    if ('failure' in r) throw Object.assign(new Error(r.failure.message), { failure: r.failure })
    setState((s) => ({ ...s, items: [...s.items, ...r.items], hasMore: r.hasMore }))
  }, [fetchPage])

  const refresh = useCallback(async () => {
    const r = await fetchPage(0)
    if (r === null) return
    if ('failure' in r) setState((s) => (s.status === 'success' ? s : failedSnapshot(r.failure)))
    else setState({ status: 'success', items: r.items, hasMore: r.hasMore, error: null, failure: null })
  }, [fetchPage])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  return { ...state, loadMore, retry, refresh }
}

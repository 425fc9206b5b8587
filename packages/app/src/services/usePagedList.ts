import { useCallback, useMemo } from 'react'
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import type { ApiFailure } from '@tougu/core'
import { useServices } from './AppServicesProvider.js'
import { failureOf, pagedListOptions, type EndpointName, type ListAnswer, type RequestOf, type ResponseOf } from './queries.js'
import { useInvestorId, visitorsAnswerStandsIn, type QueryStatus } from './useApiQuery.js'

/** One page request: rows skipped and rows wanted (the contract's `offset`/`size`). */
export interface PageRequest {
  offset: number
  size: number
}

/** A list endpoint's row. */
export type ItemOf<K extends EndpointName> = ResponseOf<K> extends { list: (infer T)[] } ? T : never
/** A list endpoint's request without the paging fields the hook adds. */
export type ListRequestOf<K extends EndpointName> = Omit<RequestOf<K>, 'offset' | 'size'>

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
  /** The endpoint answers everything at once (no offset/size): one page, never more. */
  unpaged?: boolean
}

/**
 * The paged list of infinite scroll (offset/size paging of the contract), a TanStack infinite query keyed by
 * the investor, the endpoint, the request and the page size. Coming back to a list shows every page loaded
 * before at once (so the scroll position can be restored) and refreshes them in the background.
 *
 * @example
 * const rooms = usePagedList('live.list', { status: 'live' })
 * <ContentList status={rooms.status === 'success' ? 'ready' : rooms.status} items={rooms.items} … />
 * <InfiniteScroll loadMore={rooms.loadMore} hasMore={rooms.hasMore} />
 */
export function usePagedList<K extends EndpointName>(
  endpoint: K,
  request: ListRequestOf<K>,
  options: PagedListOptions = {},
): PagedList<ItemOf<K>> {
  const size = options.size ?? 20
  const unpaged = options.unpaged ?? false
  const { api, queryClient } = useServices()
  const investor = useInvestorId()
  const { queryKey, ...listOptions } = pagedListOptions(api, investor, endpoint, request, size, unpaged)
  const q = useInfiniteQuery(
    { queryKey, ...listOptions, placeholderData: (previous, previousQuery) => visitorsAnswerStandsIn(previous, previousQuery, queryKey) },
    queryClient,
  )
  const { fetchNextPage, refetch } = q
  const loadMore = useCallback(async () => {
    // An in-flight refresh is not cancelled for the next page: the footer asks again once it settled.
    const r = await fetchNextPage({ cancelRefetch: false })
    if (r.isFetchNextPageError) {
      const failure = failureOf(r.error)
      throw Object.assign(new Error(failure.message), { failure })
    }
  }, [fetchNextPage])
  const retry = useCallback(() => void refetch(), [refetch])
  const keyHash = JSON.stringify(queryKey)
  const refresh = useCallback(async () => {
    // Pull-down refresh starts over from the first page (the documented way: trim, then refetch), rather
    // than re-asking every page loaded so far.
    const key = JSON.parse(keyHash) as unknown[]
    queryClient.setQueryData<InfiniteData<ListAnswer, number>>(key, (d) =>
      d ? { pages: d.pages.slice(0, 1), pageParams: d.pageParams.slice(0, 1) } : d,
    )
    await refetch()
  }, [keyHash, queryClient, refetch])
  const pages = q.data?.pages
  // One array per answer, not per render: screens may key effects or memos on it.
  const items = useMemo(() => (pages?.flatMap((p) => p.list) ?? []) as ItemOf<K>[], [pages])
  const failed = pages === undefined && q.status === 'error'
  const failure = failed ? failureOf(q.error) : null
  return {
    status: pages !== undefined ? 'success' : failed ? 'error' : 'loading',
    items,
    hasMore: q.hasNextPage,
    error: failure?.message ?? null,
    failure,
    loadMore,
    retry,
    refresh,
  }
}

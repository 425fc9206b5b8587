import type { ReactNode } from 'react'
import { InfiniteScroll, PullToRefresh } from 'antd-mobile'
import { ContentList } from '@tougu/react-ui'
import type { PagedList } from '../services/index.js'
import { useServices } from '../services/index.js'
import { appMessages } from '../messages.js'

export interface PagedListViewProps<T> {
  list: PagedList<T>
  label: string
  getKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  emptyText?: string
}

/**
 * A long list: skeleton, error with retry, empty, items with infinite scroll; in browsers also pull-to-refresh
 * (the native app pulls with its own control, see useNativePullRefresh).
 * @example <PagedListView list={rooms} label="直播" getKey={(r) => r.id} renderItem={(r) => <LiveRoomCard … />} />
 */
export function PagedListView<T>({ list, label, getKey, renderItem, emptyText }: PagedListViewProps<T>) {
  const { bridge } = useServices()
  const body = (
    <>
      <ContentList
        status={list.status === 'success' ? 'ready' : list.status}
        items={list.items}
        label={label}
        getKey={getKey}
        renderItem={renderItem}
        errorMessage={list.error ?? undefined}
        onRetry={list.retry}
        emptyText={emptyText}
      />
      {list.status === 'success' && list.items.length > 0 && (
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className="tg-link" onClick={retry}>
                {appMessages.loadMoreFailed}
              </button>
            ) : hasMore ? (
              <span>{appMessages.loadingMore}</span>
            ) : (
              <span>{appMessages.noMore}</span>
            )
          }
        </InfiniteScroll>
      )}
    </>
  )
  if (bridge.environment === 'app') return body
  return <PullToRefresh onRefresh={list.refresh}>{body}</PullToRefresh>
}

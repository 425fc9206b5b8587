import type { ReactNode } from 'react'
import { EmptyBlock } from '../empty-block/empty-block.js'
import { ErrorRetryBlock } from '../error-retry-block/error-retry-block.js'
import { ListSkeleton } from '../list-skeleton/list-skeleton.js'

export type ContentListStatus = 'loading' | 'error' | 'ready'

export interface ContentListProps<T> {
  status: ContentListStatus
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  getKey: (item: T, index: number) => string | number
  /** Accessible name of the list. */
  label: string
  errorMessage?: string
  onRetry?: () => void
  emptyText?: string
}

/**
 * The four states every list screen has: skeleton while loading, error with retry, empty, or the items.
 * @example <ContentList status={s} items={opinions} getKey={(o) => o.id} label="观点" renderItem={(o) => <OpinionCard {...o} />} />
 */
export function ContentList<T>({
  status,
  items,
  renderItem,
  getKey,
  label,
  errorMessage,
  onRetry,
  emptyText,
}: ContentListProps<T>) {
  if (status === 'loading') return <ListSkeleton />
  if (status === 'error') return <ErrorRetryBlock description={errorMessage} onRetry={onRetry} />
  if (items.length === 0) return <EmptyBlock description={emptyText} />
  return (
    <ul aria-label={label} className="tg-content-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li key={getKey(item, i)}>{renderItem(item, i)}</li>
      ))}
    </ul>
  )
}

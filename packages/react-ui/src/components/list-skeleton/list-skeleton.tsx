import Skeleton from 'antd-mobile/es/components/skeleton'
import { messages } from '../../messages.js'

export interface ListSkeletonProps {
  /** How many placeholder rows. */
  rows?: number
  /** Lines of text per row under the title. */
  lines?: number
}

/**
 * Placeholder rows while a list loads; announced as `加载中...` to screen readers.
 * @example {loading && <ListSkeleton rows={5} />}
 */
export function ListSkeleton({ rows = 3, lines = 2 }: ListSkeletonProps) {
  return (
    <div className="tg-list-skeleton" role="status" aria-live="polite">
      <span className="tg-visually-hidden">{messages.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="tg-card" aria-hidden="true">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </div>
      ))}
    </div>
  )
}

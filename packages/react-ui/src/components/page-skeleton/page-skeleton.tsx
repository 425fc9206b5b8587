import Skeleton from 'antd-mobile/es/components/skeleton'
import { messages } from '../../messages.js'

export interface PageSkeletonProps {
  /**
   * Which page it stands for: `product` (title card, price card with its period chips, facts rows, the purchase
   * bar's place) or `detail` (title card, then a body of text paragraphs).
   */
  shape: 'product' | 'detail'
}

const block = (height: number, width: string | number = '100%', radius = 4) => (
  <div className="tg-skeleton-block" style={{ height, width, borderRadius: radius }} />
)

/**
 * The skeleton of a whole page while its data loads, laid out like the page that replaces it (so the eye
 * already knows where the price or the text will be, and nothing jumps); announced as `加载中...`.
 * For lists use ListSkeleton (rows).
 *
 * @example if (query.status === 'loading') return <PageSkeleton shape="product" />
 */
export function PageSkeleton({ shape }: PageSkeletonProps) {
  return (
    <div className={`tg-page-skeleton tg-page-skeleton-${shape}`} role="status" aria-live="polite">
      <span className="tg-visually-hidden">{messages.loading}</span>
      <div aria-hidden="true">
        <div className="tg-card">
          <Skeleton.Title animated />
          {block(12, '60%')}
        </div>
        {shape === 'product' ? (
          <>
            <div className="tg-card">
              {block(28, '40%')}
              <div className="tg-skeleton-chips">
                {block(32, '30%', 16)}
                {block(32, '30%', 16)}
                {block(32, '30%', 16)}
              </div>
            </div>
            {[0, 1, 2].map((i) => (
              <div key={i} className="tg-card">
                {block(14, '30%')}
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            ))}
            <div className="tg-skeleton-bar">{block(40, '40%', 20)}</div>
          </>
        ) : (
          <div className="tg-card">
            <Skeleton.Paragraph lineCount={8} animated />
          </div>
        )}
      </div>
    </div>
  )
}

import ErrorBlock from 'antd-mobile/es/components/error-block'
import type { ReactNode } from 'react'
import { messages } from '../../messages.js'

export interface EmptyBlockProps {
  title?: ReactNode
  description?: ReactNode
  /** An optional action below, e.g. a link to browse products. */
  children?: ReactNode
}

/**
 * What a list shows when it has nothing: `暂无数据` by default.
 * @example <EmptyBlock description="您还没有订单" />
 */
export function EmptyBlock({ title = messages.emptyTitle, description = '', children }: EmptyBlockProps) {
  return (
    <ErrorBlock status="empty" title={title} description={description} className="tg-empty-block">
      {children}
    </ErrorBlock>
  )
}

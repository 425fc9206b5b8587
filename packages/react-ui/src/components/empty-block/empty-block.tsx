import { createErrorBlock } from 'antd-mobile/es/components/error-block'
import type { ReactNode } from 'react'
import { messages } from '../../messages.js'
import { StatusIllustration } from '../status-illustration/index.js'

// antd-mobile's ready-made ErrorBlock carries all four status illustrations (~9 kB gzip of SVG); this block
// shows only the 'empty' one, loaded when first shown (lists, and so this block, are on the home screen).
const ErrorBlock = createErrorBlock({})

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
    <ErrorBlock status="empty" image={<StatusIllustration kind="empty" />} title={title} description={description} className="tg-empty-block">
      {children}
    </ErrorBlock>
  )
}

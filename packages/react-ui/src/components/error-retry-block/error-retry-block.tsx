import Button from 'antd-mobile/es/components/button'
import { createErrorBlock } from 'antd-mobile/es/components/error-block'
import type { ReactNode } from 'react'
import { messages } from '../../messages.js'
import { StatusIllustration } from '../status-illustration/index.js'

// Only the 'default' illustration, loaded when first shown (see empty-block.tsx).
const ErrorBlock = createErrorBlock({})

export interface ErrorRetryBlockProps {
  title?: ReactNode
  /** The reason, typically the API error message; defaults to a generic network notice. */
  description?: ReactNode
  /** Offered as a `重新加载` button when given. */
  onRetry?: () => void
}

/**
 * What a screen shows when loading failed, with a retry.
 * @example <ErrorRetryBlock description={error.message} onRetry={reload} />
 */
export function ErrorRetryBlock({
  title = messages.errorTitle,
  description = messages.errorDescription,
  onRetry,
}: ErrorRetryBlockProps) {
  return (
    <ErrorBlock status="default" image={<StatusIllustration kind="default" />} title={title} description={description} className="tg-error-block">
      {onRetry && (
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          {messages.retry}
        </Button>
      )}
    </ErrorBlock>
  )
}

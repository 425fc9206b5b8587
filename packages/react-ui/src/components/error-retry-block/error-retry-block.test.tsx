import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ErrorRetryBlock } from '../../index.js'

describe('ErrorRetryBlock', () => {
  it('shows the reason and retries on 重新加载', () => {
    const onRetry = vi.fn()
    render(<ErrorRetryBlock description="网络请求超时！" onRetry={onRetry} />)
    expect(screen.getByText('网络请求超时！')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
  it('offers no retry without a handler', () => {
    render(<ErrorRetryBlock />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

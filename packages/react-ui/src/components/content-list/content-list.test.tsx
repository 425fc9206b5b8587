import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ContentList, type ContentListStatus } from '../../index.js'

function List({
  status,
  items,
  onRetry,
}: {
  status: ContentListStatus
  items: string[]
  onRetry?: () => void
}) {
  return (
    <ContentList
      status={status}
      items={items}
      label="观点"
      getKey={(s) => s}
      renderItem={(s) => <span>{s}</span>}
      onRetry={onRetry}
      emptyText="暂无观点"
    />
  )
}

describe('ContentList', () => {
  it('loading → skeleton; error → retry; empty → empty text; ready → the items', () => {
    const onRetry = vi.fn()
    const { rerender } = render(<List status="loading" items={[]} />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    rerender(<List status="error" items={[]} onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(<List status="ready" items={[]} />)
    expect(screen.getByText('暂无观点')).toBeInTheDocument()
    rerender(<List status="ready" items={['甲', '乙']} />)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['甲', '乙'])
  })
})

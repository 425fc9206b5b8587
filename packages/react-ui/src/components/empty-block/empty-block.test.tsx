import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyBlock } from '../../index.js'

describe('EmptyBlock', () => {
  it('says 暂无数据 by default, with an optional description', () => {
    render(<EmptyBlock description="您还没有订单" />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    expect(screen.getByText('您还没有订单')).toBeInTheDocument()
  })

  it('shows its text at once and its picture once the picture has loaded', async () => {
    const { container } = render(<EmptyBlock />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    const box = container.querySelector('.adm-error-block-image')
    expect(box).not.toBeNull()
    await expect.poll(() => box?.querySelector('svg')).not.toBeNull()
  })
})

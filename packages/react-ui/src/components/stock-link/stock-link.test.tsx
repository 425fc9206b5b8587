// @vitest-environment jsdom
// Runs where DOMPurify really sanitises (as rich-content.test.tsx), so the links are added to sanitised HTML.
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RichContent, StockText, type StockTap } from '../../index.js'

describe('stock links in rich content (decision wave2-reach19-1)', () => {
  it('turns codes in the text into buttons that report code, market and the words tapped', () => {
    const taps: StockTap[] = []
    render(<RichContent html="<p>关注贵州茅台（600519）与 SZ000858，2026年11月数据 202611 不是代码</p>" onStockTap={(s) => taps.push(s)} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['600519', 'SZ000858'])
    fireEvent.click(buttons[1]!)
    fireEvent.click(buttons[0]!)
    expect(taps).toEqual([
      { code: '000858', market: 'SZ', label: 'SZ000858' },
      { code: '600519', market: 'SH', label: '600519' },
    ])
  })

  it('leaves codes inside links and attributes alone and never turns text into markup', () => {
    const onTap = vi.fn()
    const { container } = render(
      <RichContent
        html={'<p title="600519"><a href="/x">600519</a> &lt;img src=x onerror=alert(1)&gt; 601318</p>'}
        onStockTap={onTap}
      />,
    )
    expect(container.querySelectorAll('button')).toHaveLength(1)
    expect(container.querySelector('button')?.textContent).toBe('601318')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('p')?.getAttribute('title')).toBe('600519')
  })

  it('shows plain content without links when no handler is given', () => {
    const { container } = render(<RichContent html="<p>600519</p>" />)
    expect(container.querySelector('button')).toBeNull()
  })

  it('links codes in plain text (a Q&A answer)', () => {
    const onTap = vi.fn()
    render(<StockText text={'可关注 600036.SH，<b>不是标签</b>'} onStockTap={onTap} />)
    fireEvent.click(screen.getByRole('button', { name: '600036.SH' }))
    expect(onTap).toHaveBeenCalledWith({ code: '600036', market: 'SH', label: '600036.SH' })
    expect(screen.getByText(/<b>不是标签<\/b>/)).toBeTruthy()
  })
})

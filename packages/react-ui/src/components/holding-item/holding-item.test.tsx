import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HoldingItem } from '../../index.js'

describe('HoldingItem', () => {
  it('shows the product, its kind and validity, and opens on a tap', () => {
    const open = vi.fn()
    render(<HoldingItem productName="金股锦囊" typeText="锦囊" validityText="有效期至 2026-12-31" onOpen={open} />)
    expect(screen.getByText('锦囊')).toBeInTheDocument()
    expect(screen.getByText('有效期至 2026-12-31')).toBeInTheDocument()
    fireEvent.click(screen.getByText('金股锦囊'))
    expect(open).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })

  it('offers its setting as a switch named after the product, beside the tap target', () => {
    const open = vi.fn()
    const change = vi.fn()
    render(<HoldingItem productName="金股锦囊" typeText="锦囊" validityText="长期有效" onOpen={open} toggle={{ label: '更新提醒', checked: false, onChange: change }} />)
    const toggle = screen.getByRole('switch', { name: '金股锦囊更新提醒' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(toggle.closest('button')).toBeNull()
    fireEvent.click(toggle)
    expect(change).toHaveBeenCalledWith(true)
    expect(open).not.toHaveBeenCalled()
  })

  it('offers its actions as buttons named after the product, beside the tap target', () => {
    const open = vi.fn()
    const renew = vi.fn()
    const detail = vi.fn()
    render(
      <HoldingItem
        productName="金股锦囊"
        typeText="锦囊"
        validityText="有效期至 2026-12-31"
        onOpen={open}
        actions={[
          { label: '订单详情', onClick: detail },
          { label: '续费', onClick: renew, primary: true },
        ]}
      />,
    )
    const button = screen.getByRole('button', { name: '金股锦囊续费' })
    expect(button.parentElement?.closest('button')).toBeNull()
    fireEvent.click(button)
    expect(renew).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: '金股锦囊订单详情' }))
    expect(detail).toHaveBeenCalledTimes(1)
    expect(open).not.toHaveBeenCalled()
  })
})

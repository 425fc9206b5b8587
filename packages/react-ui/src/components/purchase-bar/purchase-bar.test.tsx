import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PurchaseBar } from '../../index.js'

describe('PurchaseBar', () => {
  it('offers 立即订阅 with the price to an investor who does not hold the product', () => {
    const onAction = vi.fn()
    render(<PurchaseBar state="subscribe" price="¥99 / 1个月" onAction={onAction} />)
    const bar = screen.getByRole('region', { name: '订阅操作' })
    expect(bar.textContent).toContain('¥99 / 1个月')
    fireEvent.click(screen.getByRole('button', { name: '立即订阅' }))
    expect(onAction).toHaveBeenCalledTimes(1)
  })

  it('shows a holder 已订阅, disabled, and does not start a purchase', () => {
    const onAction = vi.fn()
    render(<PurchaseBar state="subscribed" onAction={onAction} />)
    const button = screen.getByRole('button', { name: '已订阅' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button)
    expect(onAction).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: '立即订阅' })).not.toBeInTheDocument()
  })

  it('offers 续费 when the holding may be renewed', () => {
    const onAction = vi.fn()
    render(<PurchaseBar state="renew" onAction={onAction} />)
    fireEvent.click(screen.getByRole('button', { name: '续费' }))
    expect(onAction).toHaveBeenCalledTimes(1)
  })

  it('stays at the bottom clear of the home indicator and reserves its height in the page', () => {
    const { container } = render(<PurchaseBar state="subscribe" onAction={vi.fn()} />)
    expect(container.querySelector('.tg-purchase-bar')).not.toBeNull()
    expect(container.querySelector('.tg-purchase-bar-spacer')?.getAttribute('aria-hidden')).toBe('true')
  })
})

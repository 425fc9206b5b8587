import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PriceList } from '../../index.js'

describe('PriceList', () => {
  it('labels periods, strikes through a higher old price, and selects on tap', () => {
    const onChange = vi.fn()
    const { container } = render(
      <PriceList
        items={[
          { periodId: 14, price: 99, oldPrice: 199 },
          { periodId: 20, price: 899, oldPrice: 899 },
          { periodId: 19, price: null },
        ]}
        value={14}
        onChange={onChange}
      />,
    )
    expect(screen.getByRole('radio', { name: /1个月/ }).getAttribute('aria-checked')).toBe('true')
    const struck = container.querySelectorAll('del')
    expect(struck).toHaveLength(1) // an equal old price is not struck through
    expect(struck[0]?.textContent).toContain('¥199')
    fireEvent.click(screen.getByRole('radio', { name: /1年/ }))
    expect(onChange).toHaveBeenCalledWith(20)
    // A period not on sale today is no chip; one line under the chips names it.
    expect(screen.queryByRole('radio', { name: /半年/ })).toBeNull()
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    expect(screen.getByText('半年 暂不可选')).toBeInTheDocument()
  })

  it('names nothing unavailable when every period is on sale', () => {
    render(<PriceList items={[{ periodId: 14, price: 99 }, { periodId: 20, price: 899 }]} value={null} onChange={vi.fn()} />)
    expect(screen.queryByText(/暂不可选/)).toBeNull()
  })

  it('preselects nothing when no value is given', () => {
    render(<PriceList items={[{ periodId: 14, price: 99 }, { periodId: 0, price: 10304.67 }]} value={null} onChange={vi.fn()} />)
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true)
  })
})

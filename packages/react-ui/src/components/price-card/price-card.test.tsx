import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PriceCard } from '../../index.js'

const card = () => screen.getByRole('region', { name: '价格' })

describe('PriceCard', () => {
  it('headlines the lowest price on sale with 起 when no period is tapped, its unit and the struck original price', () => {
    render(
      <PriceCard
        items={[
          { periodId: 20, price: 899, oldPrice: 999 },
          { periodId: 14, price: 99, oldPrice: 199 },
          { periodId: 16, price: null, oldPrice: 1 },
        ]}
        selected={null}
      />,
    )
    expect(card().textContent).toContain('¥99')
    expect(card().textContent).toContain('/ 1个月')
    expect(card().textContent).toContain('起')
    expect(card().querySelector('del')?.textContent).toContain('¥199')
  })

  it('headlines the tapped period without 起, and strikes no original price that is not higher', () => {
    render(<PriceCard items={[{ periodId: 14, price: 99, oldPrice: 199 }, { periodId: 20, price: 899, oldPrice: 899 }]} selected={20} />)
    expect(card().textContent).toContain('¥899')
    expect(card().textContent).toContain('/ 1年')
    expect(card().textContent).not.toContain('起')
    expect(card().querySelector('del')).toBeNull()
  })

  it('marks the limited-time-free period 限时免费 with the original price struck', () => {
    render(<PriceCard items={[{ periodId: 24, price: 0, oldPrice: 99 }, { periodId: 14, price: 99 }]} selected={null} />)
    expect(card().textContent).toContain('¥0')
    expect(card().textContent).toContain('限时免费')
    expect(card().querySelector('del')?.textContent).toContain('¥99')
  })

  it('says nothing is on sale rather than showing a price', () => {
    render(<PriceCard items={[{ periodId: 14, price: null, oldPrice: 199 }]} selected={14} />)
    expect(card().textContent).toContain('暂无在售价格')
    expect(card().textContent).not.toContain('¥')
  })

  it('shows a commission product its rate', () => {
    render(<PriceCard rate="万分之8" />)
    expect(card().textContent).toContain('服务费率')
    expect(card().textContent).toContain('万分之8')
  })
})

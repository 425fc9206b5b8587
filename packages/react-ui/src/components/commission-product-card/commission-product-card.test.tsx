import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CommissionProductCard } from '../../index.js'

describe('CommissionProductCard', () => {
  it('shows the fee on turnover, never a share of returns (issue #37)', () => {
    render(<CommissionProductCard name="佣金宝·组合投顾" adviserName="张三" rate="成交金额的万分之8" />)
    expect(screen.getByText('服务费 成交金额的万分之8')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('提成')
  })
})

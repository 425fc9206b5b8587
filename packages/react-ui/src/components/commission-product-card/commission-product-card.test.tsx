import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CommissionProductCard } from '../../index.js'

describe('CommissionProductCard', () => {
  it('shows the commission rate', () => {
    render(<CommissionProductCard name="稳健提成宝" adviserName="张三" rate="10%" />)
    expect(screen.getByText('按收益提成 10%')).toBeInTheDocument()
  })
})

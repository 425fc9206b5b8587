import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TipsPackCard } from '../../index.js'

describe('TipsPackCard', () => {
  it('labels the price with the period unit, and shows -- when not on sale', () => {
    const { rerender } = render(<TipsPackCard title="锦囊" adviserName="张三" price={199} periodId={14} />)
    expect(screen.getByText('¥199.00 / 1个月')).toBeInTheDocument()
    rerender(<TipsPackCard title="锦囊" adviserName="张三" price={null} periodId={20} />)
    expect(screen.getByText('-- / 1年')).toBeInTheDocument()
  })
})

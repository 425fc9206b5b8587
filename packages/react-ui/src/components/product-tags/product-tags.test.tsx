import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductTags, TipsPackCard, OpinionPackageCard } from '../../index.js'

describe('ProductTags', () => {
  it('shows each tag in its tone, and nothing without tags', () => {
    const { container, rerender } = render(<ProductTags tags={[{ label: '风险R3', tone: 'risk' }, { label: '已订阅', tone: 'held' }]} />)
    expect(screen.getByText('风险R3')).toHaveClass('tg-tag-risk')
    expect(screen.getByText('已订阅')).toHaveClass('tg-tag-held')
    rerender(<ProductTags tags={[]} />)
    expect(container.querySelector('.tg-tags')).toBeNull()
  })
  it('rides on a tips pack row and an opinion package row', () => {
    render(
      <>
        <TipsPackCard title="金股锦囊" adviserName="张三" price={99} periodId={14} tags={[{ label: '胜率62.5%', tone: 'plain' }]} />
        <OpinionPackageCard name="观点包" adviserName="李四" subscribers={8} price={199} periodId={14} tags={[{ label: '热门', tone: 'offer' }]} />
      </>,
    )
    expect(screen.getByText('胜率62.5%')).toBeInTheDocument()
    expect(screen.getByText('热门')).toBeInTheDocument()
    // A package's price names its period, as a tips pack's does.
    expect(screen.getByText('¥199.00 / 1个月')).toBeInTheDocument()
  })
})

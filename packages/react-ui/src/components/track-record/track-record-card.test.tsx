import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TrackRecordCard } from '../../index.js'

const points = [
  { month: '2025-12', winRate: '55.00', cumulativeReturn: '-1.50' },
  { month: '2026-01', winRate: '57.25', cumulativeReturn: '2.40' },
  { month: '2026-02', winRate: '61.30', cumulativeReturn: '6.05' },
]

describe('TrackRecordCard', () => {
  it('says the latest win rate and cumulative return in words a screen reader reads', () => {
    render(<TrackRecordCard points={points} />)
    const card = screen.getByRole('region', { name: '业绩走势' })
    expect(card.textContent).toContain('近3个月：胜率61.30%，累计收益+6.05%')
  })

  it('lists every month in a table with its win rate and cumulative return, oldest first', () => {
    render(<TrackRecordCard points={points} />)
    const table = screen.getByRole('table', { name: '2025年12月至2026年2月每月业绩' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['2025年12月55.00%-1.50%', '2026年1月57.25%+2.40%', '2026年2月61.30%+6.05%'])
  })

  it('hides the drawn chart from screen readers (the table carries its figures)', () => {
    render(<TrackRecordCard points={points} chart={<canvas data-testid="plot" />} />)
    expect(screen.getByTestId('plot').closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('colours a loss green and a gain red', () => {
    const { rerender, container } = render(<TrackRecordCard points={points} />)
    expect(container.querySelector('.tg-gain')?.textContent).toBe('+6.05%')
    rerender(<TrackRecordCard points={[{ month: '2026-02', winRate: '40.00', cumulativeReturn: '-3.10' }]} />)
    expect(container.querySelector('.tg-loss')?.textContent).toBe('-3.10%')
  })

  it('says so when there is no record yet', () => {
    render(<TrackRecordCard points={[]} />)
    expect(screen.getByRole('region', { name: '业绩走势' }).textContent).toContain('暂无业绩记录')
    expect(screen.queryByRole('table')).toBeNull()
  })
})

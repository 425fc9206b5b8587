import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OpinionCard } from '../../index.js'

const now = new Date(2026, 10, 22, 12, 0)

describe('OpinionCard', () => {
  it('shows the relative time from core (minutes, hours, same-year date, other-year date)', () => {
    const { rerender } = render(
      <OpinionCard title="T" adviserName="张三" qualificationNo="S0123512345678" publishedAt={new Date(2026, 10, 22, 11, 35)} now={now} />,
    )
    expect(screen.getByText('25分钟前')).toBeInTheDocument()
    rerender(
      <OpinionCard title="T" adviserName="张三" qualificationNo="S0123512345678" publishedAt={new Date(2026, 10, 22, 7, 0)} now={now} />,
    )
    expect(screen.getByText('5小时前')).toBeInTheDocument()
    rerender(<OpinionCard title="T" adviserName="张三" qualificationNo="S0123512345678" publishedAt={new Date(2026, 2, 8)} now={now} />)
    expect(screen.getByText('3月8号')).toBeInTheDocument()
    rerender(<OpinionCard title="T" adviserName="张三" qualificationNo="S0123512345678" publishedAt={new Date(2024, 11, 31)} now={now} />)
    expect(screen.getByText('2024年12月31号')).toBeInTheDocument()
  })
  it('names the adviser with the 执业编号 (issue #37)', () => {
    render(<OpinionCard title="T" adviserName="张三" qualificationNo="S0123512345678" publishedAt={now} now={now} />)
    expect(screen.getByText(/张三（执业编号：S0123512345678）/)).toBeInTheDocument()
  })
  it('locked paid content hides the excerpt behind the lock notice', () => {
    render(<OpinionCard title="T" excerpt="秘密内容" adviserName="张三" qualificationNo="S0123512345678" publishedAt={now} now={now} locked />)
    expect(screen.queryByText('秘密内容')).not.toBeInTheDocument()
    expect(screen.getByText('订阅后可查看完整内容')).toBeInTheDocument()
    expect(screen.getByText('付费')).toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QaItem } from '../../index.js'

const now = new Date(2026, 10, 22, 12, 0)

describe('QaItem', () => {
  it('answered: badge 已回答 and the adviser’s answer', () => {
    render(
      <QaItem
        question="还能拿吗？"
        askedAt={new Date(2026, 10, 22, 10, 0)}
        now={now}
        answer="可以"
        adviserName="张三"
      />,
    )
    // Not green: green is a falling price here (red up, green down).
    expect(screen.getByText('已回答')).toHaveClass('tg-badge-info')
    expect(screen.getByText('已回答')).not.toHaveClass('tg-badge-success')
    expect(screen.getByText(/张三：可以/)).toBeInTheDocument()
    expect(screen.getByText('2小时前')).toBeInTheDocument()
  })
  it('the answer names its adviser with the 执业编号 (issue #37)', () => {
    render(<QaItem question="行业怎么看？" askedAt={now} now={now} answer="行业波动加大" adviserName="张三" qualificationNo="S0123512345678" />)
    expect(screen.getByText(/张三（执业编号：S0123512345678）：行业波动加大/)).toBeInTheDocument()
  })
  it('pending: badge 待回答 and no answer', () => {
    render(<QaItem question="还能拿吗？" askedAt={now} now={now} />)
    expect(screen.getByText('待回答')).toBeInTheDocument()
  })
})

import { render, screen, within } from '@testing-library/react'
import { riskDisclosure } from '@tougu/core'
import { describe, expect, it } from 'vitest'
import { LegalDocumentView } from '../../index.js'

const disclosure = riskDisclosure({
  product: { name: '杠杆策略锦囊·高风险', riskLevel: 'R5', type: 'tips' },
  adviser: { name: '王明远', qualificationNo: 'S0123512345678' },
  specialRisks: ['margin'],
})

describe('LegalDocumentView', () => {
  it('shows the title and every section with its paragraphs', () => {
    render(<LegalDocumentView document={disclosure} />)
    const section = screen.getByRole('region', { name: '证券投资顾问业务风险揭示书' })
    expect(within(section).getByRole('heading', { level: 2, name: '证券投资顾问业务风险揭示书' })).toBeInTheDocument()
    expect(within(section).getByRole('heading', { level: 3, name: '六、本产品的特有风险' })).toBeInTheDocument()
    expect(section).toHaveTextContent('融资融券交易风险')
    expect(section).toHaveTextContent('王明远（执业编号：S0123512345678）')
  })

  it('a long text scrolls in a box the keyboard reaches, with what follows it outside the box', () => {
    render(
      <LegalDocumentView document={disclosure} maxHeight={200}>
        <label>
          <input type="checkbox" /> 我已阅读
        </label>
      </LegalDocumentView>,
    )
    const box = document.querySelector<HTMLElement>('.tg-legal-body')!
    expect(box).toHaveAttribute('tabindex', '0')
    expect(box.style.maxHeight).toBe('200px')
    expect(within(box).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '我已阅读' })).toBeInTheDocument()
  })
})

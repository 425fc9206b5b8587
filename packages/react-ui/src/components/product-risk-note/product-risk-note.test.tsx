import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductRiskNote } from '../../index.js'

describe('ProductRiskNote', () => {
  it('names the level and says in one line whom it suits', () => {
    render(<ProductRiskNote level="R3" />)
    const note = screen.getByRole('region', { name: '风险等级' })
    expect(note.textContent).toContain('R3 中风险')
    expect(note.textContent).toContain('C3（稳健型）及以上')
  })

  it('explains every level differently', () => {
    const lines = (['R1', 'R2', 'R3', 'R4', 'R5'] as const).map((level) => {
      const { unmount, container } = render(<ProductRiskNote level={level} />)
      const text = container.textContent
      unmount()
      return text
    })
    expect(new Set(lines).size).toBe(5)
  })
})

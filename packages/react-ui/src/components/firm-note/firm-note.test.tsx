import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIRM, firmLine } from '@tougu/core'
import { FirmNote } from './firm-note.js'

describe('FirmNote', () => {
  it('names the firm with its licence and advisory qualification, from core', () => {
    render(<FirmNote />)
    const note = screen.getByRole('region', { name: '服务机构' })
    expect(note).toHaveTextContent(FIRM.name)
    expect(note).toHaveTextContent(`经营证券期货业务许可证：${FIRM.securitiesLicenceNo}`)
    expect(note).toHaveTextContent(FIRM.advisoryQualification)
    expect(note).toHaveTextContent(FIRM.complaintHotline)
  })

  it('in one line on a product page', () => {
    const { container } = render(<FirmNote compact />)
    expect(container.textContent).toBe(`服务机构：${firmLine()}`)
  })
})

import { describe, expect, it } from 'vitest'
import { findForbiddenWording, FIRM } from '@tougu/core'
import { drawSharePoster, POSTER_TEXT } from './sharePoster.js'

/** A canvas that records what is written on it (happy-dom draws nothing). */
function recordingDocument() {
  const written: string[] = []
  const ctx = {
    font: '',
    fillStyle: '',
    textBaseline: '',
    textAlign: '',
    measureText: (text: string) => ({ width: text.length * 12 }),
    fillRect: () => undefined,
    fillText: (text: string) => written.push(text),
  }
  const canvas = { width: 0, height: 0, getContext: () => ctx, toDataURL: () => 'data:image/jpeg;base64,' }
  const doc = { createElement: () => canvas } as unknown as Document
  return { doc, written }
}

describe('the share poster (issue #37)', () => {
  it('names the firm, the adviser with the 执业编号, and says it is commentary, not a call', () => {
    const { doc, written } = recordingDocument()
    drawSharePoster(doc, { title: '半导体迎来拐点？', adviser: '王明远', qualificationNo: 'S0123512345678', summary: '半导体板块今日放量上涨。', link: 'https://h5.example/tougu/view/detail?id=OP1' })
    const text = written.join('')
    expect(written).toContain(`${FIRM.shortName}·投资顾问观点`)
    expect(written).toContain('投资顾问：王明远（执业编号：S0123512345678）')
    expect(text).toContain('不构成对具体证券的买卖建议')
    expect(written).toContain(FIRM.name)
    // The firm's licence and qualification (issue #33), in core's words.
    expect(text).toContain(`经营证券期货业务许可证：${FIRM.securitiesLicenceNo}`)
    expect(text).toContain(FIRM.advisoryQualification)
    expect(text).not.toContain('不构成投资建议')
    expect(findForbiddenWording(Object.values(POSTER_TEXT).map((v) => (typeof v === 'string' ? v : Array.isArray(v) ? v.join('。') : '')).join('。'))).toEqual([])
  })
})

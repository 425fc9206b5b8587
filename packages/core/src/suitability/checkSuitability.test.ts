import { describe, expect, it } from 'vitest'
import { checkSuitability, riskAssessmentMessage } from '../index.js'

const today = new Date(2026, 5, 15, 10, 0)
const valid = '20261231'

describe('checkSuitability', () => {
  it('C1→R1, C2→R1–R2, C3→R1–R3, C4→R1–R4, C5→all', () => {
    const allowed: Record<number, number[]> = {
      1: [1],
      2: [1, 2],
      3: [1, 2, 3],
      4: [1, 2, 3, 4],
      5: [1, 2, 3, 4, 5],
    }
    for (let c = 1; c <= 5; c++) {
      for (let r = 1; r <= 5; r++) {
        const res = checkSuitability({ riskLevel: `C${c}`, riskEndDate: valid }, `R${r}`, today)
        expect([`C${c}R${r}`, res.ok]).toEqual([`C${c}R${r}`, allowed[c]?.includes(r)])
      }
    }
  })

  it('accepts levels as digits, lowercase or numbers', () => {
    expect(checkSuitability({ riskLevel: '4', riskEndDate: valid }, 3, today).ok).toBe(true)
    expect(checkSuitability({ riskLevel: 'c2', riskEndDate: valid }, 'r3', today).ok).toBe(false)
  })

  it('missing risk level, then expiry by calendar day (the end day itself is valid)', () => {
    expect(checkSuitability({ riskEndDate: valid }, 'R1', today)).toMatchObject({
      ok: false,
      reason: 'missing',
    })
    expect(checkSuitability({ riskLevel: 'X9', riskEndDate: valid }, 'R1', today)).toMatchObject({
      ok: false,
      reason: 'missing',
    })
    expect(
      checkSuitability({ riskLevel: 'C5', riskEndDate: '2026-06-15' }, 'R1', new Date(2026, 5, 15, 23, 59))
        .ok,
    ).toBe(true)
    expect(checkSuitability({ riskLevel: 'C5', riskEndDate: '2026-06-14' }, 'R1', today)).toMatchObject({
      ok: false,
      reason: 'expired',
    })
  })

  it('an assessment without an end date, or with one that is no date, is not valid (issue #37)', () => {
    for (const riskEndDate of [undefined, '', '   ', 'unknown', '2026-02-31']) {
      expect(checkSuitability({ riskLevel: 'C5', ...(riskEndDate === undefined ? {} : { riskEndDate }) }, 'R1', today)).toMatchObject({
        ok: false,
        reason: 'undated',
      })
    }
    expect(riskAssessmentMessage('undated', false)).toBe('您的风险测评结果未载明有效期，请前往“个人中心”重新进行风险测评')
    expect(riskAssessmentMessage('undated', true)).toBe('您的风险测评结果未载明有效期，请前往APP“交易”栏目重新进行风险测评')
  })

  it('a mismatch or unknown product risk explains itself', () => {
    expect(checkSuitability({ riskLevel: 'C2', riskEndDate: valid }, 'R4', today)).toEqual({
      ok: false,
      reason: 'mismatch',
      investorLevel: 2,
      productLevel: 4,
      message: '您的风险承受能力等级（C2）与该产品风险等级（R4）不匹配，暂不能购买此产品',
    })
    expect(checkSuitability({ riskLevel: 'C5', riskEndDate: valid }, undefined, today)).toMatchObject({
      ok: false,
      reason: 'mismatch',
    })
  })
})

describe('riskAssessmentMessage', () => {
  it('expired → redo; missing → complete before buying; path by platform', () => {
    expect(riskAssessmentMessage('expired', true)).toBe(
      '您的风险测评已过期，请前往APP“交易”栏目重新进行风险测评',
    )
    expect(riskAssessmentMessage('expired', false)).toBe(
      '您的风险测评已过期，请前往“个人中心”重新进行风险测评',
    )
    expect(riskAssessmentMessage('missing', true)).toBe(
      '您尚未完成风险测评，请前往APP“交易”栏目完成风险测评后再购买',
    )
    expect(riskAssessmentMessage('missing', false)).toBe(
      '您尚未完成风险测评，请前往“个人中心”完成风险测评后再购买',
    )
  })
})

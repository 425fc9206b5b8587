import { describe, expect, it } from 'vitest'
import { unconfirmedStep } from './signFlow.js'

describe('unconfirmedStep: no address skips a step the notice names (issue #37)', () => {
  it('asks for the 匹配意见 first, then the risk disclosure, then nothing', () => {
    expect(unconfirmedStep({})).toBe('/sign/risk')
    expect(unconfirmedStep({ confirmed: { disclosure: true } })).toBe('/sign/risk')
    expect(unconfirmedStep({ confirmed: { opinion: true } })).toBe('/sign/attachRisk')
    expect(unconfirmedStep({ confirmed: { opinion: true, disclosure: true } })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { withReturnTo } from './signShared.js'

describe('the signing flow carries its return target', () => {
  it('adds it to the next step of the flow', () => {
    expect(withReturnTo('/sign/risk?productId=TIP1', '/tips/brief?id=TP001')).toBe(`/sign/risk?productId=TIP1&returnTo=${encodeURIComponent('/tips/brief?id=TP001')}`)
    expect(withReturnTo('/sign/done', '/index')).toBe('/sign/done?returnTo=%2Findex')
  })

  it('leaves other pages, a step that has its own, and a flow without one alone', () => {
    expect(withReturnTo('/usercenter/order', '/tips/brief?id=TP001')).toBe('/usercenter/order')
    expect(withReturnTo('/sign/risk?productId=TIP1&returnTo=%2Findex', '/tips/brief?id=TP001')).toBe('/sign/risk?productId=TIP1&returnTo=%2Findex')
    expect(withReturnTo('/sign/risk?productId=TIP1', null)).toBe('/sign/risk?productId=TIP1')
  })
})

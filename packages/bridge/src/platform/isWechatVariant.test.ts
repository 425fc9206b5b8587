import { describe, expect, it } from 'vitest'
import { isWechatVariant } from '../index.js'

describe('isWechatVariant', () => {
  it('is marked by a `wx` path segment', () => {
    expect(isWechatVariant('/tougu/wx/index')).toBe(true)
    expect(isWechatVariant('/wx/tougu/index')).toBe(true)
    expect(isWechatVariant('/tougu/wx')).toBe(true)
  })
  it('ignores look-alikes, queries and hashes', () => {
    expect(isWechatVariant('/tougu/index')).toBe(false)
    expect(isWechatVariant('/tougu/wxpay/index')).toBe(false)
    expect(isWechatVariant('/tougu/index?wx=1')).toBe(false)
    expect(isWechatVariant('/tougu/index#/wx/')).toBe(false)
  })
})

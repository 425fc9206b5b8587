import { describe, expect, it } from 'vitest'
import { openidFromEntryUrl } from './wechatOpenid.js'

describe('openidFromEntryUrl', () => {
  const id = 'oAbC1234567890_-xyz123456789'

  it('reads the openid the gateway puts in the query, also after a hash route', () => {
    expect(openidFromEntryUrl(`https://h5.example.com/tougu/wx/home?from=menu&openid=${id}`)).toBe(id)
    expect(openidFromEntryUrl(`https://h5.example.com/tougu/#/wx/home?openid=${id}`)).toBe(id)
  })

  it.each([
    ['no openid', 'https://h5.example.com/tougu/wx/home'],
    ['an empty one', 'https://h5.example.com/tougu/wx/home?openid='],
    ['too short', 'https://h5.example.com/tougu/wx/home?openid=abc'],
    ['markup', 'https://h5.example.com/tougu/wx/home?openid=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['not a URL', 'openid=oAbC1234567890_-xyz123456789'],
  ])('gives null for %s', (_, href) => {
    expect(openidFromEntryUrl(href)).toBeNull()
  })
})

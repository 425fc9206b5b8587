import { describe, expect, it } from 'vitest'
import { isAppPage, isRecalled, pageCacheKey } from './releaseRules.js'

const origin = 'https://h5.example.com'
const page = (path: string) => isAppPage(new URL(path, origin), origin, '/tougu')

describe('release rules', () => {
  it('takes pages under the base, the WeChat variant included, and leaves files, the API and other origins', () => {
    expect(page('/tougu')).toBe(true)
    expect(page('/tougu/index')).toBe(true)
    expect(page('/tougu/wx/tips/list?x=1')).toBe(true)
    expect(page('/tougu/assets/app-abc.js')).toBe(false)
    expect(page('/tougu/sw.js')).toBe(false)
    expect(page('/api/release/status')).toBe(false)
    expect(page('/tougux/index')).toBe(false)
    expect(isAppPage(new URL('https://evil.example.com/tougu/index'), origin, '/tougu')).toBe(false)
  })

  it('keeps a page under its path: the query and hash do not make another copy', () => {
    expect(pageCacheKey(new URL('/tougu/view/detail?id=3#top', origin))).toBe(`${origin}/tougu/view/detail`)
  })

  it('reads a recall only from a well-formed success answer', () => {
    expect(isRecalled({ iRet: 0, data: { current: '2', recalled: ['1', '3'] } }, '1')).toBe(true)
    expect(isRecalled({ iRet: 0, data: { current: '2', recalled: ['1'] } }, '2')).toBe(false)
    expect(isRecalled({ iRet: 500, data: { recalled: ['1'] } }, '1')).toBe(false)
    expect(isRecalled({ iRet: 0, data: { recalled: '1' } }, '1')).toBe(false)
    expect(isRecalled(null, '1')).toBe(false)
    expect(isRecalled('{"iRet":0}', '1')).toBe(false)
  })
})

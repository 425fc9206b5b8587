import { describe, expect, it } from 'vitest'
import { detectPlatform } from '../index.js'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'

describe('detectPlatform', () => {
  it('checks enterprise WeChat before WeChat', () => {
    expect(detectPlatform(`${ANDROID} MicroMessenger/8.0.40 wxwork/4.1.0`)).toBe('wxwork')
    expect(detectPlatform(`${IPHONE} MicroMessenger/8.0.40`)).toBe('wechat')
  })

  it('recognises the firm app by its UA token, with a configurable token', () => {
    expect(detectPlatform(`${IPHONE} TouguApp/5.2.0`)).toBe('ios-app')
    expect(detectPlatform(`${ANDROID} TouguApp/5.2.0`)).toBe('android-app')
    expect(detectPlatform(`${ANDROID} TouguApp/5.2.0`, { appToken: 'OtherApp' })).toBe('mobile-browser')
    expect(detectPlatform(`${ANDROID} OtherApp/1.0`, { appToken: 'OtherApp' })).toBe('android-app')
  })

  it('falls back to mobile browser or pc', () => {
    expect(detectPlatform(IPHONE)).toBe('mobile-browser')
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).toBe('pc')
    expect(detectPlatform('')).toBe('pc')
  })
})

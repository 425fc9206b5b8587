import { describe, expect, it } from 'vitest'
import { createMediaSigner, MEDIA_URL_TTL_MS } from './mediaSigning.js'

const now = new Date('2026-11-27T12:00:00Z')
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as { exp?: string; sig?: string }

describe('createMediaSigner', () => {
  const signer = createMediaSigner('test-key')
  const path = '/media/stream/LV011/replay.m3u8'
  const url = signer.sign(path, now)

  it('accepts its own address for that path until it expires', () => {
    const { exp, sig } = query(url)
    expect(url.startsWith(`${path}?exp=`)).toBe(true)
    expect(signer.verify(path, exp, sig, now)).toBe(true)
    expect(signer.verify(path, exp, sig, new Date(now.getTime() + MEDIA_URL_TTL_MS - 1000))).toBe(true)
    expect(signer.verify(path, exp, sig, new Date(now.getTime() + MEDIA_URL_TTL_MS))).toBe(false)
  })

  it('refuses another path, a changed expiry, another key, and malformed or missing values', () => {
    const { exp, sig } = query(url)
    expect(signer.verify('/media/stream/LV016/replay.m3u8', exp, sig, now)).toBe(false)
    expect(signer.verify(path, String(Number(exp) + 3600), sig, now)).toBe(false)
    expect(createMediaSigner('other-key').verify(path, exp, sig, now)).toBe(false)
    for (const [e, s] of [[undefined, sig], [exp, undefined], ['', sig], [exp, ''], ['-1', sig], ['1e12', sig], [exp, `${sig!.slice(0, 42)}=`], [exp, 'x'.repeat(4000)], ['9'.repeat(40), sig]] as const) {
      expect(signer.verify(path, e, s, now)).toBe(false)
    }
  })
})

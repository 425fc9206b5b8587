import { afterEach, describe, expect, it, vi } from 'vitest'
import { imageShareMinVersionsFrom } from './appConfig.js'

describe('imageShareMinVersionsFrom', () => {
  afterEach(() => vi.restoreAllMocks())

  it('defaults both platforms to 6.0.0 when the build sets nothing', () => {
    expect(imageShareMinVersionsFrom({})).toEqual({ ios: '6.0.0', android: '6.0.0' })
    expect(imageShareMinVersionsFrom({ VITE_IMAGE_SHARE_MIN_IOS: '  ' })).toEqual({ ios: '6.0.0', android: '6.0.0' })
  })

  it('takes each platform from its own variable', () => {
    expect(imageShareMinVersionsFrom({ VITE_IMAGE_SHARE_MIN_IOS: '6.3.0', VITE_IMAGE_SHARE_MIN_ANDROID: ' 6.10 ' })).toEqual({ ios: '6.3.0', android: '6.10' })
  })

  it('reports a value that is not a version and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(imageShareMinVersionsFrom({ VITE_IMAGE_SHARE_MIN_ANDROID: 'v6.3' })).toEqual({ ios: '6.0.0', android: '6.0.0' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_IMAGE_SHARE_MIN_ANDROID="v6.3"'))
  })
})

import { describe, expect, it } from 'vitest'
import { mediaHref } from './mediaHref.js'

describe('mediaHref', () => {
  it('puts root-relative media paths under the public base, with or without its trailing slash', () => {
    expect(mediaHref('/media/live/LV001.svg', '/tougu/')).toBe('/tougu/media/live/LV001.svg')
    expect(mediaHref('/media/live/LV001.svg', '/tougu')).toBe('/tougu/media/live/LV001.svg')
    expect(mediaHref('/media/banner/B1.svg', '/')).toBe('/media/banner/B1.svg')
  })

  it('leaves a path already under the base, web addresses and protocol-relative ones as they are', () => {
    expect(mediaHref('/tougu/media/live/LV001.svg', '/tougu/')).toBe('/tougu/media/live/LV001.svg')
    expect(mediaHref('https://cdn.example.com/a.png', '/tougu/')).toBe('https://cdn.example.com/a.png')
    expect(mediaHref('//cdn.example.com/a.png', '/tougu/')).toBe('//cdn.example.com/a.png')
    // A path that only starts like the base is not under it.
    expect(mediaHref('/touguX/a.png', '/tougu')).toBe('/tougu/touguX/a.png')
  })
})

import { describe, expect, it } from 'vitest'
import { MEDIA_BOXES, mediaSources } from './mediaSources.js'

describe('mediaSources', () => {
  it('sizes a picture of the app’s media service at every width of its box, the middle one as src', () => {
    expect(mediaSources('/tougu/media/banner/B1.webp', 'banner')).toEqual({
      src: '/tougu/media/banner/B1.webp?w=960',
      srcSet: '/tougu/media/banner/B1.webp?w=640 640w, /tougu/media/banner/B1.webp?w=960 960w, /tougu/media/banner/B1.webp?w=1280 1280w',
      sizes: 'calc(100vw - 24px)',
      width: 960,
      height: 358,
    })
    expect(mediaSources('/m/avatar/TG001.webp', 'portrait', '64px').sizes).toBe('64px')
    expect(mediaSources('/m/avatar/TG001.webp', 'portrait').srcSet).toBe('/m/avatar/TG001.webp?w=96 96w, /m/avatar/TG001.webp?w=144 144w, /m/avatar/TG001.webp?w=192 192w')
  })

  it('leaves web addresses, protocol-relative ones, SVG drawings and addresses with a query as they are', () => {
    for (const href of ['https://cdn.example.com/b.webp', '//cdn.example.com/b.webp', '/tougu/media/banner/B1.svg', '/tougu/media/b.webp?w=10'])
      expect(mediaSources(href, 'banner')).toEqual({ src: href, width: 960, height: 358 })
  })

  it('gives every box an intrinsic size of its own aspect ratio', () => {
    for (const [box, { aspect }] of Object.entries(MEDIA_BOXES)) {
      const { width, height } = mediaSources('/x.webp', box as keyof typeof MEDIA_BOXES)
      expect(Math.abs(width / height - aspect[0] / aspect[1])).toBeLessThan(0.01)
    }
  })

  it('makes each box at DPR 2 and 3 of the widths phones show it at (320–430 CSS px)', () => {
    // The banner strip: the page's width less 24 px; at 430 px wide and DPR 3 the largest file is still sharp.
    expect(MEDIA_BOXES.banner.widths.at(-1)).toBeGreaterThanOrEqual((430 - 24) * 3 * 0.95)
    expect(MEDIA_BOXES.thumb.widths).toEqual([192, 288])
    expect(MEDIA_BOXES.portrait.widths.at(-1)).toBe(64 * 3)
  })
})

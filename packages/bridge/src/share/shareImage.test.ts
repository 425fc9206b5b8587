import { describe, expect, it } from 'vitest'
import { compareVersions, compressShareImage, computeShareImageSize, isImageShareSupported, type ShareCanvas } from '../index.js'

describe('share image rules (spec §9)', () => {
  it('scales to at most 430 px wide keeping the aspect ratio, never enlarging', () => {
    expect(computeShareImageSize(1080, 1920)).toEqual({ width: 430, height: 764 })
    expect(computeShareImageSize(860, 100)).toEqual({ width: 430, height: 50 })
    expect(computeShareImageSize(431, 431)).toEqual({ width: 430, height: 430 })
    expect(computeShareImageSize(430, 900)).toEqual({ width: 430, height: 900 })
    expect(computeShareImageSize(300, 200)).toEqual({ width: 300, height: 200 })
    expect(computeShareImageSize(43000, 10)).toEqual({ width: 430, height: 1 })
    expect(() => computeShareImageSize(0, 10)).toThrow(expect.objectContaining({ code: 'INVALID_ARGS' }))
  })

  it('compares versions numerically', () => {
    expect(compareVersions('6.10.0', '6.9.9')).toBe(1)
    expect(compareVersions('6.2', '6.2.0')).toBe(0)
    expect(compareVersions('5.99', '6')).toBe(-1)
  })

  it('allows image share only when the app is strictly newer than the platform minimum', () => {
    const min = { ios: '6.1.0', android: '6.3.0' }
    expect(isImageShareSupported('6.1.0', 'ios', min)).toBe(false)
    expect(isImageShareSupported('6.1.1', 'ios', min)).toBe(true)
    expect(isImageShareSupported('6.2.0', 'android', min)).toBe(false)
    expect(isImageShareSupported('6.10.0', 'android', min)).toBe(true)
  })

  it('draws on a white background at the target size and encodes JPEG at quality 0.5', async () => {
    const ops: string[] = []
    const canvas: ShareCanvas = {
      width: 0,
      height: 0,
      getContext: () => ({
        fillStyle: '',
        fillRect: (x: number, y: number, w: number, h: number) => void ops.push(`fill ${x},${y},${w},${h}`),
        drawImage: ((_s: unknown, x: number, y: number, w: number, h: number) => void ops.push(`draw ${x},${y},${w},${h}`)) as CanvasRenderingContext2D['drawImage'],
      }),
      toDataURL: (type: string, quality: number) => `data:${type};q=${quality};${canvas.width}x${canvas.height}`,
    }
    const out = await compressShareImage('poster.png', {
      loadImage: () => Promise.resolve({ width: 1242, height: 2208, source: {} as CanvasImageSource }),
      createCanvas: () => canvas,
    })
    expect(out).toBe('data:image/jpeg;q=0.5;430x764')
    expect(ops).toEqual(['fill 0,0,430,764', 'draw 0,0,430,764'])
  })

  it('rejects UNAVAILABLE without a 2D canvas', async () => {
    const canvas: ShareCanvas = { width: 0, height: 0, getContext: () => null, toDataURL: () => '' }
    await expect(
      compressShareImage('p.png', { loadImage: () => Promise.resolve({ width: 10, height: 10, source: {} as CanvasImageSource }), createCanvas: () => canvas }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' })
  })
})

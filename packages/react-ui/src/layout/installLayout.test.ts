import { afterEach, describe, expect, it, vi } from 'vitest'
import { computeRootFontSize, installLayout } from '../index.js'

describe('computeRootFontSize', () => {
  it('is 100px per rem at the 750px design width and scales with the viewport', () => {
    expect(computeRootFontSize(750, 1)).toBe(100)
    expect(computeRootFontSize(375, 2)).toBe(50)
    expect(computeRootFontSize(414, 3)).toBeCloseTo(55.2)
  })
  it('caps the width at 750 × devicePixelRatio', () => {
    expect(computeRootFontSize(1920, 1)).toBe(100)
    expect(computeRootFontSize(1920, 2)).toBe(200)
    expect(computeRootFontSize(1000, Number.NaN)).toBe(100)
  })
})

describe('installLayout', () => {
  afterEach(() => vi.useRealTimers())

  it('sets the root font size now, re-applies 300 ms after the last resize, and stops when disposed', () => {
    vi.useFakeTimers()
    const root = document.documentElement
    let width = 375
    Object.defineProperty(root, 'clientWidth', { configurable: true, get: () => width })
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 })
    const dispose = installLayout()
    expect(root.style.fontSize).toBe('50px')

    width = 750
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(200)
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(299)
    expect(root.style.fontSize).toBe('50px')
    vi.advanceTimersByTime(1)
    expect(root.style.fontSize).toBe('100px')

    dispose()
    width = 375
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(1000)
    expect(root.style.fontSize).toBe('100px')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce.js'

describe('loadOnce', () => {
  it('loads once, shares the load under way, and has the value at hand once loaded', async () => {
    const load = vi.fn(() => Promise.resolve('dialog'))
    const once = loadOnce(load)
    expect(once.current()).toBeUndefined()
    const [a, b] = [once.load(), once.load()]
    expect(await a).toBe('dialog')
    expect(await b).toBe('dialog')
    expect(once.current()).toBe('dialog')
    expect(await once.load()).toBe('dialog')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('screen')
    const once = loadOnce(load)
    await expect(once.load()).rejects.toThrow('offline')
    expect(once.current()).toBeUndefined()
    expect(await once.load()).toBe('screen')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

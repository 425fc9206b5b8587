import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock(import('@tougu/react-ui'), async (original) => ({ ...(await original()), showToast: vi.fn() }))
const { showToast } = await import('@tougu/react-ui')
const { useTapSequence } = await import('./signShared.js')

/** A sequence that runs until the test lets it finish. */
function pending() {
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  const sequence = vi.fn(() => done)
  return { sequence, finish }
}

describe('useTapSequence', () => {
  it('runs one sequence at a time and is busy while it runs', async () => {
    const { result } = renderHook(() => useTapSequence())
    const first = pending()
    const second = pending()
    let running!: Promise<void>
    act(() => {
      running = result.current.run(first.sequence)
    })
    expect(result.current.busy).toBe(true)
    // A second tap while the first sequence runs does nothing.
    await act(() => result.current.run(second.sequence))
    expect(second.sequence).not.toHaveBeenCalled()
    await act(async () => {
      first.finish()
      await running
    })
    expect(result.current.busy).toBe(false)
    expect(first.sequence).toHaveBeenCalledTimes(1)
    // Once it ended, the next tap runs.
    second.finish()
    await act(() => result.current.run(second.sequence))
    expect(second.sequence).toHaveBeenCalledTimes(1)
  })

  it('toasts a refusal instead of running, and frees the lock when a sequence throws', async () => {
    const { result } = renderHook(() => useTapSequence())
    const sequence = vi.fn(() => Promise.resolve())
    await act(() => result.current.run(sequence, () => '请先阅读并同意'))
    expect(showToast).toHaveBeenCalledWith('请先阅读并同意')
    expect(sequence).not.toHaveBeenCalled()
    await act(() => expect(result.current.run(() => Promise.reject(new Error('lost')))).rejects.toThrow('lost'))
    expect(result.current.busy).toBe(false)
    await act(() => result.current.run(sequence, () => null))
    expect(sequence).toHaveBeenCalledTimes(1)
  })
})

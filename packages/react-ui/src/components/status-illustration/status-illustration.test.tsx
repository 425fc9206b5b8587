import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StatusIllustration } from './status-illustration.js'

// The picture's module failing to load (a chunk lost to a bad network) must not take the page down.
const loads = vi.hoisted(() => ({ failed: 0 }))
vi.mock('antd-mobile-icons/es/ExclamationCircleOutline', () => {
  loads.failed++
  throw new Error('chunk failed to load')
})

describe('StatusIllustration', () => {
  it('draws the icon of its kind once loaded, hidden from screen readers', async () => {
    const { container } = render(<StatusIllustration kind="empty" />)
    await expect.poll(() => container.querySelector('svg.antd-mobile-icon')).not.toBeNull()
    expect(container.querySelector('.tg-status-icon-empty')).toHaveAttribute('aria-hidden', 'true')
  })

  it('leaves the box empty, without an error, when the picture cannot load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { container } = render(
      <div data-testid="box">
        <StatusIllustration kind="default" />
        <p>加载失败</p>
      </div>,
    )
    // Settled, not slept on: the module load is tried and fails inside an act scope, so React's retry of the
    // lazy part (scheduled by that failure) is flushed when the scope ends.
    await act(() => expect.poll(() => loads.failed).toBe(1))
    expect(container.textContent).toBe('加载失败')
    expect(container.querySelector('svg')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

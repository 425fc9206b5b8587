import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MenuRow } from '../../index.js'

describe('MenuRow', () => {
  it('is one button named by its title and extra text, the icon left out of the name', () => {
    render(<MenuRow icon={<svg data-testid="icon" />} title="已购产品" extra="1项服务即将到期" onClick={() => undefined} />)
    const button = screen.getByRole('button', { name: '已购产品 1项服务即将到期' })
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull()
    expect(button.tagName).toBe('BUTTON')
  })

  it('opens from the keyboard', async () => {
    const onClick = vi.fn()
    render(<MenuRow title="我的订单" onClick={onClick} />)
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '我的订单' }))
    await userEvent.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

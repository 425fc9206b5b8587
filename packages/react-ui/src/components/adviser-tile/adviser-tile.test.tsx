import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AdviserTile } from './adviser-tile.js'

describe('AdviserTile', () => {
  it('shows the portrait with its text alternative, the name and the caption, and opens on a tap', () => {
    const open = vi.fn()
    render(<AdviserTile name="王明远" caption="宏观策略团队" avatarUrl="/tougu/media/avatar/TG001.webp" onClick={open} />)
    expect(screen.getByRole('img', { name: '王明远的头像' })).toHaveAttribute('sizes', '56px')
    fireEvent.click(screen.getByRole('button', { name: /王明远.*宏观策略团队/ }))
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('names the 执业编号 (issue #37), read with its label', () => {
    render(<AdviserTile name="王明远" qualificationNo="S0123512345678" />)
    expect(screen.getByRole('button', { name: /王明远.*执业编号：\s*S0123512345678/ })).toBeInTheDocument()
  })

  it('keeps the grey circle without a portrait', () => {
    render(<AdviserTile name="李欣怡" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('button')).toHaveTextContent('李欣怡')
  })
})

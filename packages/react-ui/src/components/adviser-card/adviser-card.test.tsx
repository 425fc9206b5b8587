import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AdviserCard } from '../../index.js'

describe('AdviserCard', () => {
  it('shows name, team and qualification number, and is one tap target when clickable', () => {
    const onClick = vi.fn()
    render(<AdviserCard name="张三" teamName="价值团队" qualificationNo="A0120612345678" onClick={onClick} />)
    const card = screen.getByRole('button')
    expect(card.textContent).toContain('张三')
    expect(card.textContent).toContain('价值团队')
    expect(card.textContent).toContain('执业编号：A0120612345678')
    fireEvent.click(card)
    expect(onClick).toHaveBeenCalledOnce()
  })
  it('is a plain article without a click handler', () => {
    render(<AdviserCard name="张三" qualificationNo="A1" />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('article')).toBeInTheDocument()
  })
  it('reserves a square picture box and names the portrait', () => {
    const { container } = render(<AdviserCard name="张三" qualificationNo="A1" avatarUrl="/media/avatar/TG001.svg" />)
    const img = container.querySelector('.tg-avatar img')
    expect(img?.getAttribute('src')).toBe('/media/avatar/TG001.svg')
    expect(img?.getAttribute('width')).toBe(img?.getAttribute('height'))
    expect(screen.getByRole('img', { name: '张三的头像' })).toBe(img)
  })
  it('asks for the portrait at the width of its box on the screen', () => {
    render(<AdviserCard name="张三" qualificationNo="A1" avatarUrl="/tougu/media/avatar/TG001.webp" />)
    const img = screen.getByRole('img', { name: '张三的头像' })
    expect(img).toHaveAttribute('sizes', '48px')
    expect(img.getAttribute('srcset')).toContain('/tougu/media/avatar/TG001.webp?w=96 96w')
  })
})

import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TabBar } from '../../index.js'

const items = [
  { key: 'home', title: '社区' },
  { key: 'mine', title: '我的', badge: 3 },
]

describe('TabBar', () => {
  it('reports the tapped tab key and marks the active tab', () => {
    const onChange = vi.fn()
    render(<TabBar items={items} activeKey="home" onChange={onChange} label="主导航" />)
    expect(screen.getByRole('button', { name: '社区' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: /我的/ }).getAttribute('aria-current')).toBeNull()
    fireEvent.click(screen.getByText('我的'))
    expect(onChange).toHaveBeenCalledWith('mine')
    expect(screen.getByRole('navigation', { name: '主导航' }).tagName).toBe('NAV')
  })

  it('with href, renders real links whose plain taps go to onChange and modified clicks stay the browser’s', () => {
    const onChange = vi.fn()
    render(
      <TabBar
        items={items.map((i) => ({ ...i, href: `/tougu/${i.key}` }))}
        activeKey="mine"
        onChange={onChange}
      />,
    )
    const mine = screen.getByRole('link', { name: /我的/ })
    expect(mine.getAttribute('href')).toBe('/tougu/mine')
    expect(mine.getAttribute('aria-current')).toBe('page')
    const plain = fireEvent.click(screen.getByRole('link', { name: '社区' }))
    expect(plain).toBe(false) // default prevented: the app navigates
    expect(onChange).toHaveBeenCalledWith('home')
    onChange.mockClear()
    const modified = fireEvent.click(screen.getByRole('link', { name: '社区' }), { ctrlKey: true })
    expect(modified).toBe(true)
    expect(onChange).not.toHaveBeenCalled()
  })
})

import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TabBar } from '../../index.js'

describe('TabBar', () => {
  it('reports the tapped tab key', () => {
    const onChange = vi.fn()
    render(
      <TabBar
        items={[
          { key: 'home', title: '社区' },
          { key: 'mine', title: '我的' },
        ]}
        activeKey="home"
        onChange={onChange}
      />,
    )
    fireEvent.click(screen.getByText('我的'))
    expect(onChange).toHaveBeenCalledWith('mine')
  })
})

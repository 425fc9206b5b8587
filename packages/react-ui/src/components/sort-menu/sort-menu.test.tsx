import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SortMenu } from '../../index.js'

describe('SortMenu', () => {
  it('offers 综合/销量/价格/胜率 in order and reports the code', () => {
    const onChange = vi.fn()
    render(<SortMenu value={1} onChange={onChange} />)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['综合', '销量', '价格', '胜率'])
    expect(screen.getByRole('button', { name: '综合' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '胜率' }))
    expect(onChange).toHaveBeenCalledWith(4)
  })
})

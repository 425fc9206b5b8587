import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Checklist, selectAllState, toggleChecklist, type ChecklistProps } from '../../index.js'

const options = ['A', 'B', 'C', 'D'].map((v) => ({ value: v, label: `产品${v}` }))

function Harness(
  props: Omit<ChecklistProps, 'value' | 'onChange' | 'label' | 'options'> & { initial?: string[] },
) {
  const [value, setValue] = useState<string[]>(props.initial ?? [])
  return (
    <>
      <Checklist label="产品" options={options} {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  )
}

const box = (name: string) => screen.getByRole('checkbox', { name })
const value = () => screen.getByTestId('value').textContent

describe('Checklist', () => {
  it('is a radio group when max is 1: choosing replaces the choice', () => {
    render(<Harness max={1} />)
    expect(screen.getByRole('radiogroup', { name: '产品' })).toBeInTheDocument()
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    fireEvent.click(screen.getByRole('radio', { name: '产品A' }))
    fireEvent.click(screen.getByRole('radio', { name: '产品C' }))
    expect(value()).toBe('C')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '产品A' }).checked).toBe(false)
  })

  it('cannot tick more than max: the remaining options are disabled', () => {
    render(<Harness max={2} />)
    fireEvent.click(box('产品A'))
    fireEvent.click(box('产品B'))
    expect(value()).toBe('A,B')
    expect((box('产品C') as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(box('产品C'))
    expect(value()).toBe('A,B')
    fireEvent.click(box('产品A'))
    expect(value()).toBe('B')
    expect((box('产品C') as HTMLInputElement).disabled).toBe(false)
  })

  it('cannot untick below min', () => {
    render(<Harness min={1} initial={['B']} />)
    expect((box('产品B') as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(box('产品B'))
    expect(value()).toBe('B')
    fireEvent.click(box('产品D'))
    fireEvent.click(box('产品B'))
    expect(value()).toBe('D')
  })

  it('select-all reflects the selection: none, some (indeterminate), all', () => {
    const { container } = render(<Harness selectAllLabel="全选" />)
    const all = () => box('全选') as HTMLInputElement
    const indeterminate = () =>
      container.querySelector('.tg-checklist-all .adm-checkbox-indeterminate') !== null
    expect(all().checked).toBe(false)
    expect(indeterminate()).toBe(false)
    fireEvent.click(box('产品B'))
    expect(all().checked).toBe(false)
    expect(indeterminate()).toBe(true)
    for (const v of ['A', 'C', 'D']) fireEvent.click(box(`产品${v}`))
    expect(all().checked).toBe(true)
    expect(indeterminate()).toBe(false)
    fireEvent.click(box('产品A'))
    expect(all().checked).toBe(false)
    fireEvent.click(all())
    expect(value()).toBe('A,B,C,D')
    fireEvent.click(all())
    expect(value()).toBe('')
  })

  it('keeps the order of the options whatever the tick order', () => {
    expect(toggleChecklist(['A', 'B', 'C'], ['C'], 'A', true)).toEqual(['A', 'C'])
    expect(selectAllState(['A', 'B'], [])).toBe('none')
    expect(selectAllState([], [])).toBe('none')
  })
})

import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CountedTextArea } from '../../index.js'

function Harness({ max, initial = '' }: { max: number; initial?: string }) {
  const [v, setV] = useState(initial)
  return <CountedTextArea value={v} onChange={setV} maxLength={max} placeholder="请填写该题的答案" />
}

describe('CountedTextArea', () => {
  it('shows the placeholder and a counter that follows the text', () => {
    render(<Harness max={100} />)
    const area = screen.getByPlaceholderText('请填写该题的答案')
    fireEvent.change(area, { target: { value: '你好' } })
    expect((area as HTMLTextAreaElement).value).toBe('你好')
    expect(screen.getByText('2/100')).toBeInTheDocument()
  })

  it('truncates input beyond the maximum length', () => {
    render(<Harness max={5} />)
    const area = screen.getByPlaceholderText('请填写该题的答案')
    fireEvent.change(area, { target: { value: '一二三四五六七' } })
    expect((area as HTMLTextAreaElement).value).toBe('一二三四五')
    expect(screen.getByText('5/5')).toBeInTheDocument()
  })
})

describe('CountedTextArea without truncation', () => {
  it('keeps text past the limit and shows the count over it, for a rule to report', () => {
    function Free() {
      const [v, setV] = useState('')
      return <CountedTextArea value={v} onChange={setV} maxLength={3} truncate={false} label="意见" />
    }
    render(<Free />)
    fireEvent.change(screen.getByLabelText('意见'), { target: { value: '一二三四' } })
    expect(screen.getByLabelText<HTMLTextAreaElement>('意见').value).toBe('一二三四')
    expect(screen.getByText('4/3')).toBeInTheDocument()
  })
})

import { act, render, screen } from '@testing-library/react'
import { BehaviorSubject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { useObservable } from '../index.js'

function Counter({
  source,
  onRender,
}: {
  source: BehaviorSubject<{ n: number; other: string }>
  onRender: () => void
}) {
  onRender()
  const n = useObservable(source, selectN)
  return <span data-testid="n">{n}</span>
}
const selectN = (s: { n: number }) => s.n

describe('useObservable', () => {
  it('renders the current value and follows changes of the selected slice only', () => {
    const source = new BehaviorSubject({ n: 1, other: 'a' })
    let renders = 0
    render(<Counter source={source} onRender={() => renders++} />)
    expect(screen.getByTestId('n').textContent).toBe('1')
    const before = renders
    act(() => source.next({ n: 1, other: 'b' }))
    expect(renders).toBe(before)
    act(() => source.next({ n: 2, other: 'b' }))
    expect(screen.getByTestId('n').textContent).toBe('2')
  })

  it('unsubscribes on unmount', () => {
    const source = new BehaviorSubject({ n: 1, other: 'a' })
    const { unmount } = render(<Counter source={source} onRender={() => undefined} />)
    expect(source.observed).toBe(true)
    unmount()
    expect(source.observed).toBe(false)
  })
})

import { act, render, screen } from '@testing-library/react'
import { BehaviorSubject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
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

  describe('a selector that builds a new array each time', () => {
    type Shelf = { items: { id: string; on: boolean }[]; other: string }
    const onIds = (s: Shelf) => s.items.filter((i) => i.on).map((i) => i.id)
    const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i])

    function Ids({ source, onRender, isEqual }: { source: BehaviorSubject<Shelf>; onRender: () => void; isEqual?: typeof sameIds }) {
      onRender()
      const ids = useObservable(source, onIds, isEqual)
      return <span data-testid="ids">{ids.join(',')}</span>
    }

    it('renders once and settles: no render loop, no "getSnapshot should be cached" warning', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const source = new BehaviorSubject<Shelf>({ items: [{ id: 'a', on: true }, { id: 'b', on: false }], other: 'x' })
      let renders = 0
      render(<Ids source={source} onRender={() => renders++} />)
      expect(screen.getByTestId('ids').textContent).toBe('a')
      expect(renders).toBe(1)
      expect(error).not.toHaveBeenCalled()
      error.mockRestore()
    })

    it('with an equality function, a new but equal selection does not re-render; a different one does', () => {
      const source = new BehaviorSubject<Shelf>({ items: [{ id: 'a', on: true }, { id: 'b', on: false }], other: 'x' })
      let renders = 0
      render(<Ids source={source} onRender={() => renders++} isEqual={sameIds} />)
      const before = renders
      act(() => source.next({ ...source.getValue(), other: 'y' }))
      expect(renders).toBe(before)
      act(() => source.next({ ...source.getValue(), items: [{ id: 'a', on: true }, { id: 'b', on: true }] }))
      expect(screen.getByTestId('ids').textContent).toBe('a,b')
      expect(renders).toBe(before + 1)
    })

    it('without one, every change of the source re-renders (Object.is on a fresh array), still without a loop', () => {
      const source = new BehaviorSubject<Shelf>({ items: [{ id: 'a', on: true }], other: 'x' })
      let renders = 0
      render(<Ids source={source} onRender={() => renders++} />)
      const before = renders
      act(() => source.next({ ...source.getValue(), other: 'y' }))
      expect(renders).toBe(before + 1)
    })
  })
})

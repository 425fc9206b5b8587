import { useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ApiQuery } from '../services/index.js'
import { QueryView } from './QueryView.js'

// Decision wave3-speed-1: an answer reaches React as a store change (TanStack Query's useSyncExternalStore), which React
// renders at once and in one piece. QueryView renders the first answer right after that render, in a deferred one
// (short tasks); anything it shows is the current answer, never an earlier one.

/** A store like a query's: a value, and listeners told of each change. */
function answerSource() {
  let value: string | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (next: string | undefined) => {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
type Source = ReturnType<typeof answerSource>

const queryOf = (data: string | undefined): ApiQuery<string> => ({
  status: data === undefined ? 'loading' : 'success',
  data,
  error: null,
  failure: null,
  lastFailure: null,
  fetching: false,
  retry: () => undefined,
  refresh: () => Promise.resolve(),
})

function View({ source }: { source: Source }) {
  const data = useSyncExternalStore(source.subscribe, source.get)
  return (
    <QueryView query={queryOf(data)} skeleton={<p>加载中</p>}>
      {(answer) => <p>{answer}</p>}
    </QueryView>
  )
}

// React's own scheduling, as in a browser: act() would run the deferred render inside the change's render.
let actEnvironment: unknown
beforeAll(() => {
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false
})
afterAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment
})

let root: Root | undefined
let host: HTMLElement | undefined
afterEach(() => {
  root?.unmount()
  host?.remove()
  root = undefined
})

function mount(source: Source): HTMLElement {
  host = document.body.appendChild(document.createElement('div'))
  const r = createRoot(host)
  root = r
  flushSync(() => r.render(<View source={source} />))
  return host
}

describe('QueryView', () => {
  it("renders the first answer right after the answer's own render, not in it", async () => {
    const source = answerSource()
    const el = mount(source)
    expect(el.textContent).toBe('加载中')
    flushSync(() => source.set('三只锦囊'))
    // The store change's render is done: it kept the skeleton.
    expect(el.textContent).toBe('加载中')
    await waitFor(() => expect(el.textContent).toBe('三只锦囊'))
  })

  it('shows only the current answer: a later answer at once, nothing of an earlier one once it is gone', async () => {
    const source = answerSource()
    const el = mount(source)
    flushSync(() => source.set('甲的持仓'))
    await waitFor(() => expect(el.textContent).toBe('甲的持仓'))
    flushSync(() => source.set('甲的新持仓'))
    expect(el.textContent).toBe('甲的新持仓')
    // Another investor: their query has no answer yet; the previous investor's never shows meanwhile.
    flushSync(() => source.set(undefined))
    expect(el.textContent).toBe('加载中')
    flushSync(() => source.set('乙的持仓'))
    expect(el.textContent).not.toContain('甲')
    await waitFor(() => expect(el.textContent).toBe('乙的持仓'))
  })
})

import type { ReactNode } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBridge } from '@tougu/bridge'
import { AppServicesProvider, createAppServices, type AppServices, type PagedList } from '../services/index.js'
import { memoryStorage } from '../screens/product/testing/productTestKit.js'
import { PagedListView } from './PagedListView.js'

// The browser's pull-to-refresh control comes with its gesture and animation libraries (~21 kB brotli). A list wraps
// itself in it from the frame after it painted what it got (decision wave2-speed-8): the rows show without it first.

interface Row {
  id: string
  name: string
}

let services: AppServices | undefined
afterEach(() => {
  services?.dispose()
  services = undefined
})

function listOf(status: PagedList<Row>['status'], items: Row[] = []): PagedList<Row> {
  return {
    status,
    items,
    hasMore: false,
    error: status === 'error' ? '网络异常' : null,
    failure: null,
    loadMore: () => Promise.resolve(),
    retry: () => undefined,
    refresh: () => Promise.resolve(),
  }
}

interface ViewOptions {
  userAgent?: string
  /** Modules loaded anew: no list has loaded the pull control yet, so rows show first and then move into it. */
  fresh?: boolean
  renderItem?: (r: Row) => ReactNode
}

async function view(list: PagedList<Row>, { userAgent, fresh = false, renderItem = (r) => <span>{r.name}</span> }: ViewOptions = {}) {
  if (fresh) vi.resetModules()
  const { PagedListView: View } = fresh ? await import('./PagedListView.js') : { PagedListView }
  const { AppServicesProvider: Provider, createAppServices: create } = fresh ? await import('../services/index.js') : { AppServicesProvider, createAppServices }
  const bridge = userAgent === undefined ? undefined : createBridge({ window, userAgent })
  services = create({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:9', bridge })
  const ui = (l: PagedList<Row>) => (
    <Provider services={services!}>
      <View list={l} label="锦囊" getKey={(r: Row) => r.id} renderItem={renderItem} />
    </Provider>
  )
  const result = render(ui(list))
  return { rerender: (l: PagedList<Row>) => result.rerender(ui(l)), container: result.container }
}

const pullControl = (container: HTMLElement) => container.querySelector('.adm-pull-to-refresh')
const ROWS = [
  { id: 'T1', name: '龙头战法' },
  { id: 'T2', name: '波段掘金' },
]

describe('PagedListView: pull-to-refresh after the list has painted', { timeout: 10_000 }, () => {
  it('renders the skeleton and then the rows without the control, and wraps them in it after the frame', async () => {
    const { rerender, container } = await view(listOf('loading'), { fresh: true })
    // However long the first page takes, a skeleton gets no pull control (and its chunk is not asked for).
    await new Promise((r) => setTimeout(r, 200))
    expect(pullControl(container)).toBeNull()
    rerender(listOf('success', ROWS))
    const row = screen.getByText('龙头战法')
    expect(pullControl(container)).toBeNull()
    await waitFor(() => expect(pullControl(container)).not.toBeNull(), { timeout: 5000 })
    // Wrapped, the rows are the same elements, moved into the control (not mounted again).
    expect(pullControl(container)!.contains(row)).toBe(true)
    expect(screen.getByText('龙头战法')).toBe(row)
    expect(pullControl(container)!.textContent).toContain('波段掘金')
  })

  it('keeps keyboard focus on a row while the rows move into the control', async () => {
    const { container } = await view(listOf('success', ROWS), { fresh: true, renderItem: (r) => <button type="button">{r.name}</button> })
    const row = screen.getByRole('button', { name: '波段掘金' })
    row.focus()
    expect(pullControl(container)).toBeNull()
    await waitFor(() => expect(pullControl(container)).not.toBeNull(), { timeout: 5000 })
    expect(pullControl(container)!.contains(row)).toBe(true)
    expect(document.activeElement).toBe(row)
  })

  it('wraps an error too (pulling is a way to try again), and a later list at once', async () => {
    const first = await view(listOf('error'))
    await waitFor(() => expect(pullControl(first.container)).not.toBeNull(), { timeout: 5000 })
    expect(first.container.textContent).toContain('网络异常')
    services?.dispose()
    // The control's chunk is in: the next list mounts inside it, rows and control in one render.
    const second = await view(listOf('success', ROWS))
    expect(pullControl(second.container)?.textContent).toContain('波段掘金')
  })

  it('never wraps in the native app, which pulls with its own control', async () => {
    const { container } = await view(listOf('success', ROWS), { userAgent: 'Mozilla/5.0 (Linux; Android 13; V2183A) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 TouguApp/6.2.0' })
    await act(() => new Promise((r) => setTimeout(r, 1500)))
    expect(screen.getByText('龙头战法')).toBeInTheDocument()
    expect(pullControl(container)).toBeNull()
  })
})

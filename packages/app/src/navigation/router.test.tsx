import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRouter, createRouteTable, RouteOutlet, useLocation, useNavigate, useSearchParams, type AppRoute } from './router.js'

/** A screen chunk whose arrival the test decides. */
function deferredRoute(path: string, text: string) {
  let release!: () => void
  let fail!: (e: Error) => void
  const arrived = new Promise<void>((resolve, reject) => {
    release = resolve
    fail = reject
  })
  function Screen() {
    return <p>{text}</p>
  }
  const route: AppRoute = { path, load: () => arrived.then(() => Screen) }
  return { route, release, fail }
}

function NavButtons() {
  const navigate = useNavigate()
  const { pathname, key, idx } = useLocation()
  const [params, setParams] = useSearchParams()
  return (
    <>
      <output data-testid="where">{`${pathname}|${params.toString()}|${idx}|${key}`}</output>
      <button type="button" onClick={() => void navigate('/b')}>to b</button>
      <button type="button" onClick={() => void navigate('/c', { replace: true })}>replace c</button>
      <button type="button" onClick={() => setParams({ tab: '2' })}>tab 2</button>
      <button type="button" onClick={() => void navigate(-1)}>back</button>
    </>
  )
}

const readWhere = () => {
  const [pathname, query, idx, key] = (screen.getByTestId('where').textContent ?? '').split('|')
  return { pathname, query, idx: Number(idx), key }
}

beforeEach(() => {
  window.history.replaceState(null, '', '/tougu/a')
})

describe('the app router', () => {
  it('keeps the current screen until the next screen’s chunk is in, then commits the address', async () => {
    const a = deferredRoute('/a', '页面A')
    const b = deferredRoute('/b', '页面B')
    const notFound = deferredRoute('*', '404')
    a.release()
    const table = createRouteTable([a.route, b.route], notFound.route)
    render(
      <AppRouter basename="/tougu" table={table}>
        <NavButtons />
        <RouteOutlet error={(e) => <p role="alert">{String(e)}</p>} />
      </AppRouter>,
    )
    expect(await screen.findByText('页面A')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'to b' }))
    // The chunk of /b has not arrived: the address and the screen stay on /a.
    await act(async () => new Promise((r) => setTimeout(r, 20)))
    expect(window.location.pathname).toBe('/tougu/a')
    expect(screen.getByText('页面A')).toBeTruthy()
    expect(screen.queryByText('页面B')).toBeNull()
    b.release()
    expect(await screen.findByText('页面B')).toBeTruthy()
    expect(window.location.pathname).toBe('/tougu/b')
    expect(screen.queryByText('页面A')).toBeNull()
  })

  it('gives each visit a key, counts pushes in idx, keeps idx on replace, and navigates by query', async () => {
    const routes = ['/a', '/b', '/c'].map((p) => deferredRoute(p, p))
    routes.forEach((r) => r.release())
    const table = createRouteTable(
      routes.map((r) => r.route),
      routes[0]!.route,
    )
    render(
      <AppRouter basename="/tougu" table={table}>
        <NavButtons />
      </AppRouter>,
    )
    const first = readWhere()
    expect(first).toMatchObject({ pathname: '/a', idx: 0 })
    fireEvent.click(screen.getByRole('button', { name: 'to b' }))
    await vi.waitFor(() => expect(readWhere().pathname).toBe('/b'))
    const second = readWhere()
    expect(second.idx).toBe(1)
    expect(second.key).not.toBe(first.key)
    fireEvent.click(screen.getByRole('button', { name: 'replace c' }))
    await vi.waitFor(() => expect(readWhere().pathname).toBe('/c'))
    expect(readWhere().idx).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'tab 2' }))
    await vi.waitFor(() => expect(readWhere().query).toBe('tab=2'))
    expect(window.location.search).toBe('?tab=2')
    expect(readWhere().idx).toBe(2)
  })

  it('shows the error page when a screen’s chunk fails, and recovers on the next navigation', async () => {
    const a = deferredRoute('/a', '页面A')
    const b = deferredRoute('/b', '页面B')
    a.fail(new Error('chunk failed'))
    b.release()
    const table = createRouteTable([a.route, b.route], b.route)
    render(
      <AppRouter basename="/tougu" table={table}>
        <NavButtons />
        <RouteOutlet error={(e) => <p role="alert">{(e as Error).message}</p>} />
      </AppRouter>,
    )
    expect((await screen.findByRole('alert')).textContent).toBe('chunk failed')
    fireEvent.click(screen.getByRole('button', { name: 'to b' }))
    expect(await screen.findByText('页面B')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the error page when a screen throws while rendering, not a blank page', async () => {
    function Broken(): never {
      throw new Error('render failed')
    }
    const table = createRouteTable([{ path: '/a', load: () => Promise.resolve(Broken) }], { path: '*', load: () => Promise.resolve(Broken) })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <AppRouter basename="/tougu" table={table}>
        <RouteOutlet error={(e) => <p role="alert">{(e as Error).message}</p>} />
      </AppRouter>,
    )
    expect((await screen.findByRole('alert')).textContent).toBe('render failed')
    quiet.mockRestore()
  })

  it('restores the scroll position of an entry when the investor comes back to it', async () => {
    const routes = ['/a', '/b'].map((p) => deferredRoute(p, `screen ${p}`))
    routes.forEach((r) => r.release())
    const table = createRouteTable(
      routes.map((r) => r.route),
      routes[0]!.route,
    )
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(
      <AppRouter basename="/tougu" table={table}>
        <NavButtons />
        <RouteOutlet error={() => null} />
      </AppRouter>,
    )
    await screen.findByText('screen /a')
    // The investor scrolls /a down to 640 px, then opens /b (a new entry starts at the top).
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 })
    fireEvent.scroll(window)
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))))
    const entryOfA: unknown = window.history.state
    fireEvent.click(screen.getByRole('button', { name: 'to b' }))
    await screen.findByText('screen /b')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    // Back to /a: the browser restores the entry (its state and address) and fires popstate; the outlet puts /a
    // where it was left. (happy-dom does not traverse history, so the test plays the browser's part.)
    act(() => {
      window.history.replaceState(entryOfA, '', '/tougu/a')
      window.dispatchEvent(new PopStateEvent('popstate', { state: entryOfA }))
    })
    await screen.findByText('screen /a')
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640))
    scrollTo.mockRestore()
  })
})

import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react'
import { Router, useLocation as useWouterLocation, useRouter, useSearch } from 'wouter'
import { loadOnce, type LoadOnce } from './loadOnce.js'

/**
 * The app's router (decision wave2-speed-5): wouter (3 kB) keeps the address (History API, the `{base}` and WeChat
 * `wx` basename, the query string); this module adds what a mobile H5 needs on top, and gives screens the few hooks
 * they use (`useLocation`, `useSearchParams`, `useNavigate`, `useHref`, `Navigate`), shaped like react-router's so
 * they read the same:
 * - every route is a lazy chunk, and a navigation commits only once the next screen's chunk is in: the current
 *   screen stays up meanwhile, never a blank page;
 * - each history entry carries `{ key, idx }`: `key` names the visit (lists cache per visit), `idx` tells whether
 *   there is an entry of ours to go back to;
 * - going back restores the scroll position the investor left.
 */

/** A route of the table: its path (without the base) and its screen, loaded on first use. */
export interface AppRoute {
  path: string
  load: () => Promise<ComponentType>
}

/** Where the app is: router path (without the base), query string ('' or '?…'), and the history entry. */
export interface AppLocation {
  pathname: string
  search: string
  /** Names this visit (a new one per navigation, kept by back/forward). */
  key: string
  /** Position in this tab's history as far as the app knows: 0 for the page the investor opened. */
  idx: number
}

export interface NavigateOptions {
  replace?: boolean
}

/** `navigate('/tips/list')`, `navigate('/index', { replace: true })`, `navigate(-1)` (history back). */
export type Navigate = (to: string | number, options?: NavigateOptions) => Promise<void>

interface EntryState {
  key: string
  idx: number
}

const randomKey = () => Math.random().toString(36).slice(2, 10)

function entryState(): EntryState | null {
  const state: unknown = typeof history === 'undefined' ? null : history.state
  if (state && typeof state === 'object' && typeof (state as EntryState).key === 'string') {
    const { key, idx } = state as EntryState
    return { key, idx: typeof idx === 'number' && idx >= 0 ? idx : 0 }
  }
  return null
}

/** Gives the current history entry a key if it has none (the page as opened, or an entry someone else pushed). */
function ensureEntryState(): EntryState {
  const existing = entryState()
  if (existing) return existing
  const fresh = { key: randomKey(), idx: 0 }
  history.replaceState(fresh, '')
  return fresh
}

// ---- Route table and chunk loading ------------------------------------------------------------------------------

const screens = new WeakMap<AppRoute, LoadOnce<ComponentType>>()
const screenOf = (route: AppRoute) => {
  let screen = screens.get(route)
  if (!screen) screens.set(route, (screen = loadOnce(() => route.load())))
  return screen
}

/** Loads a route's screen once; a failed load is forgotten so a later visit tries again. */
export function loadRoute(route: AppRoute): Promise<ComponentType> {
  return screenOf(route).load()
}

/** The route table as a lookup: exact paths (the spec's routes carry their parameters in the query). */
export interface RouteTable {
  match(pathname: string): AppRoute
}

export function createRouteTable(routes: readonly AppRoute[], notFound: AppRoute): RouteTable {
  const byPath = new Map(routes.map((r) => [r.path, r]))
  return { match: (pathname) => byPath.get(pathname.replace(/(.)\/+$/, '$1')) ?? notFound }
}

/** Starts loading the screen for `to` ('/tips/detail?id=1'); resolves when it is in (or failed: the outlet says so). */
export function preloadPath(table: RouteTable, to: string): Promise<void> {
  const pathname = to.split(/[?#]/)[0] || '/'
  return loadRoute(table.match(pathname)).then(
    () => undefined,
    () => undefined,
  )
}

// ---- Provider and hooks -----------------------------------------------------------------------------------------

const TableContext = createContext<RouteTable | null>(null)

function useTable(): RouteTable {
  const table = useContext(TableContext)
  if (!table) throw new Error('AppRouter is missing above this component')
  return table
}

export interface AppRouterProps {
  /** The base the app is served under ('/tougu', or '/tougu/wx' in the WeChat variant). */
  basename: string
  table: RouteTable
  /** Called after each change of path or query (and for the first page), e.g. the navigation hooks of spec §2. */
  onLocation?: (location: AppLocation) => void
  /** On the server: the page's address (path with the base, query without `?`), in place of the browser's. */
  ssr?: { path: string; search: string }
  children: ReactNode
}

/**
 * The router around the app.
 * @example
 * const table = createRouteTable(routes, notFoundRoute)
 * <AppRouter basename="/tougu" table={table}><RootLayout /></AppRouter>
 */
export function AppRouter({ basename, table, onLocation, ssr, children }: AppRouterProps) {
  useState(() => (ssr ? null : ensureEntryState()))
  const base = basename === '/' ? '' : basename
  return (
    <Router base={base} {...(ssr ? { ssrPath: ssr.path, ssrSearch: ssr.search } : {})}>
      <TableContext.Provider value={table}>
        {onLocation && <LocationListener onLocation={onLocation} />}
        {children}
      </TableContext.Provider>
    </Router>
  )
}

function LocationListener({ onLocation }: { onLocation: (location: AppLocation) => void }) {
  const location = useLocation()
  const latest = useRef(onLocation)
  latest.current = onLocation
  useLayoutEffect(() => {
    latest.current(location)
  }, [location])
  return null
}

/** The current place: `{ pathname, search, key, idx }` (pathname without the base). */
export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation()
  const raw = useSearch()
  const search = raw ? `?${raw}` : ''
  // Read at render: wouter re-renders on every history change, and the entry's state changes with it.
  const entry = entryState() ?? { key: 'initial', idx: 0 }
  return useMemo(() => ({ pathname, search, key: entry.key, idx: entry.idx }), [pathname, search, entry.key, entry.idx])
}

/** The base-prefixed address of an app path, for `<a href>` and full URLs. */
export function useHref(to: string): string {
  const { base } = useRouter()
  return `${base}${to.startsWith('/') ? to : `/${to}`}`
}

/**
 * Navigation that loads the next screen's chunk first, then commits the address (with a new `key`, and `idx` one
 * up for a push), so the current screen stays until the next one can show.
 */
export function useNavigate(): Navigate {
  const table = useTable()
  const [, setLocation] = useWouterLocation()
  return useCallback<Navigate>(
    async (to, options = {}) => {
      if (typeof to === 'number') {
        history.go(to)
        return
      }
      await preloadPath(table, to)
      const current = ensureEntryState()
      setLocation(to, { replace: options.replace ?? false, state: { key: randomKey(), idx: options.replace ? current.idx : current.idx + 1 } })
    },
    [table, setLocation],
  )
}

export type SetSearchParams = (
  next: URLSearchParams | Record<string, string> | ((prev: URLSearchParams) => URLSearchParams | Record<string, string>),
  options?: NavigateOptions,
) => void

/** The query string as URLSearchParams, and a setter that navigates (push unless `{ replace: true }`). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const set = useCallback<SetSearchParams>(
    (next, options = {}) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next
      const query = new URLSearchParams(value).toString()
      void navigate(`${pathname}${query ? `?${query}` : ''}`, options)
    },
    [navigate, pathname, search],
  )
  return [params, set]
}

/** Replaces the address at once (redirects: `/` → `/index`, a route missing its parameter → its list). */
export function Navigate({ to }: { to: string; replace?: true }) {
  const navigate = useNavigate()
  useLayoutEffect(() => {
    void navigate(to, { replace: true })
  }, [navigate, to])
  return null
}

// ---- The outlet: the matched screen, its errors, and scroll restoration ---------------------------------------

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode
  resetKey: string
  children: ReactNode
}

/** Catches a screen that throws while rendering; a navigation elsewhere (`resetKey`) clears it. */
class ScreenBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey }
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[tougu] the page failed:', error, info.componentStack)
  }
  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error)
  }
}

const SCROLL_STORE = 'tougu.scroll'
/** Where each history entry was left, read from the tab's session storage on first use (see loadScrollPositions). */
let storedPositions: Map<string, number> | undefined

/**
 * Reads the scroll positions this tab kept across reloads, once. The router reads them on first use; the app calls
 * this before it takes the page over, so that the tab's first read of its session storage (the browser hands it over
 * then) is a step of its own, not part of the takeover (decision wave3-speed-1).
 * @example loadScrollPositions()
 */
export function loadScrollPositions(): Map<string, number> {
  return (storedPositions ??= new Map<string, number>(readScrollStore()))
}
/** Whether the visit's first screen has been shown (its scroll is the investor's, see RouteOutlet). */
let firstScreenShown = false

function readScrollStore(): Array<[string, number]> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORE) ?? '[]')
    return Array.isArray(raw) ? raw.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number') : []
  } catch {
    return []
  }
}

function writeScrollStore() {
  try {
    sessionStorage.setItem(SCROLL_STORE, JSON.stringify([...loadScrollPositions()].slice(-50)))
  } catch {
    // Private mode or a full store: positions then last only as long as the page.
  }
}

/**
 * The screen of the current route, once its chunk is in. A chunk that fails to load, or a screen that throws,
 * shows `error` instead. Going back to an entry restores the scroll position it was left at; a new entry starts at
 * the top.
 */
export function RouteOutlet({ error }: { error: (error: unknown) => ReactNode }) {
  const table = useTable()
  const { pathname, key } = useLocation()
  const route = table.match(pathname)
  const screen = screenOf(route).current()
  const [failure, setFailure] = useReducer((_: { route: AppRoute; error: unknown } | null, next: { route: AppRoute; error: unknown } | null) => next, null)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (screen) return
    let live = true
    loadRoute(route).then(
      () => live && rerender(),
      (e: unknown) => live && setFailure({ route, error: e }),
    )
    return () => {
      live = false
    }
  }, [route, screen])

  // Scroll: remember where each entry was left, restore it when the entry shows again.
  const keyRef = useRef(key)
  keyRef.current = key
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => loadScrollPositions().set(keyRef.current, window.scrollY))
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', writeScrollStore)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', writeScrollStore)
    }
  }, [])
  const restored = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (!screen || restored.current === key) return
    const first = !firstScreenShown
    firstScreenShown = true
    restored.current = key
    const stored = loadScrollPositions().get(key)
    // The first screen of a visit with nothing stored stays where the investor is: a page the server rendered may
    // have been scrolled before the app took it over. Every later entry starts at its stored place, or the top.
    if (stored !== undefined || !first) window.scrollTo(0, stored ?? 0)
    // Taken where the investor had scrolled it before the app listened: remembered, for coming back to this entry.
    else loadScrollPositions().set(key, window.scrollY)
    writeScrollStore()
  }, [key, screen])

  if (failure && failure.route === route) return <>{error(failure.error)}</>
  if (!screen) return null
  const Screen = screen
  return (
    <ScreenBoundary resetKey={key} fallback={error}>
      <Screen />
    </ScreenBoundary>
  )
}

export { ScreenBoundary }

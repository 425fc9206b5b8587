import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routerBasename } from './basePath.js'
import { ROUTE_META } from './routeMeta.js'
import { notFoundRoute, registeredRoutes, routeTable } from './routes.js'
import { App } from '../root/App.js'
import { AppServicesProvider, createAppServices } from '../services/index.js'

const services = createAppServices({ window, storage: window.localStorage, baseUrl: 'http://127.0.0.1:1' })
/** The app opened at `url` (a full path, base included) under the router base `basename`. */
const openApp = (url: string, basename: string) => {
  window.history.replaceState(null, '', url)
  return render(
    <AppServicesProvider services={services}>
      <App basename={basename} />
    </AppServicesProvider>,
  )
}

describe('routerBasename', () => {
  it('drops the trailing slash of the public base', () => {
    expect(routerBasename('/tougu/')).toBe('/tougu')
    expect(routerBasename('/a/b/')).toBe('/a/b')
    expect(routerBasename('/')).toBe('/')
  })

  it('keeps the WeChat variant marker in the basename, so one build serves both variants', () => {
    expect(routerBasename('/tougu/', '/tougu/wx/tips/list')).toBe('/tougu/wx')
    expect(routerBasename('/tougu/', '/tougu/wx')).toBe('/tougu/wx')
    expect(routerBasename('/tougu/', '/tougu/tips/list')).toBe('/tougu')
    expect(routerBasename('/tougu/', '/tougu/wxpay/index')).toBe('/tougu')
    expect(routerBasename('/', '/wx/index')).toBe('/wx')
  })
})

describe('routes', () => {
  it('registers the routes whose screen is built, and only those', async () => {
    const pullRefresh = { down: false, up: false }
    const registered = registeredRoutes([
      { path: '/built', title: '已建', pullRefresh, screen: { module: 'NotFound', name: 'NotFound' } },
      { path: '/planned', title: '未建', pullRefresh },
    ])
    expect(registered.map((r) => r.path)).toEqual(['/built'])
    expect(await registered[0]!.load()).toBe((await import('../screens/NotFound.js')).NotFound)
  })

  it('refuses a route whose screen module does not exist, and rejects a load whose module lacks the export', async () => {
    const pullRefresh = { down: false, up: false }
    expect(() => registeredRoutes([{ path: '/x', title: '甲', pullRefresh, screen: { module: 'community/Nope', name: 'Nope' } }])).toThrow(/does not exist/)
    const [wrong] = registeredRoutes([{ path: '/x', title: '甲', pullRefresh, screen: { module: 'NotFound', name: 'Missing' } }])
    await expect(wrong!.load()).rejects.toThrow(/exports no component Missing/)
  })

  it("loads every built route's own screen from the route table, not the 404 page", async () => {
    const built = ROUTE_META.filter((d) => d.screen)
    expect(built.length).toBeGreaterThan(40)
    for (const d of built) {
      const route = routeTable.match(d.path)
      expect(route, d.path).not.toBe(notFoundRoute)
      const screen = await route.load()
      expect(screen.name, d.path).toBe(d.screen!.name)
    }
    expect(routeTable.match('/nope')).toBe(notFoundRoute)
  }, 60_000)

  it('redirects {base}/ to {base}/index', async () => {
    openApp('/tougu/', '/tougu')
    await screen.findAllByText('投顾社区', undefined, { timeout: 5000 })
    expect(window.location.pathname).toBe('/tougu/index')
  })

  it('serves every screen under the variant basename: a variant page is not the 404 page', async () => {
    openApp('/tougu/wx/', '/tougu/wx')
    await screen.findAllByText('投顾社区', undefined, { timeout: 5000 })
    expect(window.location.pathname).toBe('/tougu/wx/index')
    expect(screen.queryByText('页面不存在')).not.toBeInTheDocument()
  })

  it('shows a 404 page with a way home for an unknown path', async () => {
    openApp('/tougu/nope', '/tougu')
    expect(await screen.findByText('页面不存在', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument()
  })
})

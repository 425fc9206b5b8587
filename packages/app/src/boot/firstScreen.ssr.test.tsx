import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage, type RenderedPage } from '../server/renderPage.js'
import { createAppServices, type AppServices } from '../services/index.js'
import { memoryStorage, startStubApi, type StubApi } from '../screens/product/testing/productTestKit.js'
import { startApp, type StartedApp } from './startApp.js'

// The first screen as a page takes it (decision wave3-house-1): the server renders the route's screen with its
// first-screen answers into the page (server/renderPage.tsx), and the app takes that page over (startApp.tsx,
// hydration) without asking again and without painting anything again; where the page is not what the app would
// render, the app renders anew.

const pack = (id: string, name: string) => ({ id, productId: `P${id}`, name, adviserId: 'TG1', tgName: '徐宇航', intro: '精选标的', riskLevel: 'R3', winRate: '62.5', salesCount: 120, priceList: [] })
const tips = (offset: number, size: number) => ({
  iRet: 0,
  total: 2,
  list: [pack('TP1', '题材锦囊·银行'), pack('TP2', '金股锦囊·军工')].slice(offset, offset + size),
})
const empty = () => ({ iRet: 0, list: [], total: 0 })

let api: StubApi | undefined
let services: AppServices | undefined
/** The apps a test started: unmounted after it, so none goes on rendering or asking into the next test. */
const started: StartedApp[] = []
/** Starts the app as main.tsx does and keeps it for the clean-up; resolves how it started. */
async function start(options: Parameters<typeof startApp>[0]): Promise<StartedApp['how']> {
  const app = await startApp(options)
  started.push(app)
  return app.how
}
afterEach(async () => {
  act(() => {
    for (const app of started.splice(0)) app.root.unmount()
  })
  services?.dispose()
  services = undefined
  await api?.close()
  api = undefined
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

async function stubApi() {
  api = await startStubApi({
    '/api/getTgIndexBanners': () => ({ iRet: 0, list: [{ id: 'B1', title: '新客专享', imageUrl: '/media/banner/B1.svg', link: '/view/package' }] }),
    '/api/adviser/list': empty,
    '/api/live/list': empty,
    '/api/view/hot48': empty,
    '/api/view/packageList': empty,
    '/api/tips/list': (body) => tips(Number(body.offset ?? 0), Number(body.size ?? 20)),
  })
  return api
}

/** The page the server sends for `url`: its first screen rendered through the stub API (a visitor's answers). */
async function servedPage(stub: StubApi, url: string, userAgent = navigator.userAgent, now?: number): Promise<RenderedPage> {
  return renderPage({
    url,
    userAgent,
    baseUrl: '/tougu/',
    ...(now !== undefined ? { now } : {}),
    fetch: (input, init) => {
      const request = new Request(input, init)
      return fetch(new Request(stub.baseUrl + new URL(request.url).pathname, request))
    },
  })
}

/** The page in this document, at `url`, as the browser gets it: `#root` with the first screen, its answers after it. */
function putInDocument(page: RenderedPage, url: string) {
  window.history.replaceState(null, '', url)
  const first = page.firstScreen!
  document.body.innerHTML = `<div id="root"${first.attributes}>${first.html}</div><script type="application/json" id="${first.dataId}">${first.data}</script>`
  return document.getElementById('root')!
}

const callsTo = (stub: StubApi, path: string) => stub.calls.filter((c) => c.path === path)

describe('the first screen the server renders, taken over by the app', { timeout: 20_000 }, () => {
  it("home: the page holds the screen with its answers; the app takes it over without asking again or repainting", async () => {
    const stub = await stubApi()
    const page = await servedPage(stub, '/tougu/index')
    expect(page.title).toBe('投顾社区')
    expect(page.firstScreen?.html).toContain('新客专享')
    // The first banner is the page's largest picture: asked for first.
    const firstPicture = /<img\b[^>]*>/i.exec(page.firstScreen!.html.slice(page.firstScreen!.html.indexOf('tg-banners')))?.[0] ?? ''
    expect(firstPicture).toMatch(/src="\/media\/banner\/B1\.svg"/)
    expect(firstPicture).toMatch(/fetchPriority="high"/i)
    // Nothing left for the browser to render: the lazy parts (the empty blocks' icons) are in the page too, in place
    // (no script to move them: the page's CSP allows none inline).
    expect(page.firstScreen?.html).not.toContain('<template')
    expect(page.firstScreen?.html).not.toContain('<script')
    // The sections below the fold come with their answers (decision wave3-speed-4).
    expect(page.firstScreen?.html).toContain('aria-label="热门观点"')
    expect(page.firstScreen?.html).toContain('题材锦囊·银行')
    const asked = stub.calls.length
    const root = putInDocument(page, '/tougu/index')
    expect(root.querySelector('.tg-banners img')).not.toBeNull()

    services = createAppServices({ window, storage: memoryStorage(), baseUrl: stub.baseUrl })
    await act(async () => expect(await start({ services: services!, root, baseUrl: '/tougu/' })).toBe('hydrated'))
    // The answers came with the page: the app's cache holds them, nothing of the first screen is asked again. (That the
    // takeover keeps the server's very elements and then asks for the lower sections is e2e/first-screen.spec.ts's, in
    // Chromium: happy-dom does not finish hydrating this screen.)
    expect(services.queryClient.getQueryCache().getAll().filter((q) => q.queryKey.includes('home.getTgIndexBanners')).map((q) => q.state.status)).toEqual(['success'])
    for (const path of ['/api/getTgIndexBanners', '/api/adviser/list', '/api/live/list']) expect(callsTo(stub, path).length, path).toBe(1)
    expect(stub.calls.length).toBeGreaterThanOrEqual(asked)
  })

  it('the tips list, for a signed-in investor: hydrated as the visitor the server saw, then the investor\'s own answer replaces it', async () => {
    const stub = await stubApi()
    const page = await servedPage(stub, '/tougu/tips/list?sort=1')
    const root = putInDocument(page, '/tougu/tips/list?sort=1')
    const row = screen.getByText('题材锦囊·银行')
    const warn = vi.spyOn(console, 'warn')
    services = createAppServices({ window, storage: memoryStorage(true), baseUrl: stub.baseUrl })
    await act(async () => expect(await start({ services: services!, root, baseUrl: '/tougu/' })).toBe('hydrated'))
    // The investor's own list is asked once, with the token; the visitor's rows stay on screen meanwhile.
    await waitFor(() => expect(callsTo(stub, '/api/tips/list')).toHaveLength(2))
    await waitFor(() => expect(services!.queryClient.isFetching()).toBe(0))
    expect(screen.getByText('题材锦囊·银行')).toBeInTheDocument()
    expect(warn.mock.calls.filter(([m]) => String(m).includes('rendered again'))).toEqual([])
    // The row the server rendered is still there until the investor's answer came (the same element or its update).
    expect(row.isConnected || screen.getAllByText('题材锦囊·银行').length === 1).toBe(true)
  })

  it("takes the first screen over with the instant the server rendered it at, whatever the browser's clock says, then shows the browser's", async () => {
    // A sale price that ends on the server's day (Friday 27 November, 23:59:30 there); the browser's clock already says
    // Saturday. With its own clock the browser would render the pack at the long-term price, the markup would not
    // match, and React would throw the server's first screen away and render it again (decision wave3-journey-14).
    const onSale = { ...pack('TP1', '题材锦囊·银行'), priceList: [{ periodId: 14, price: 99, startDate: '2026-11-27', endDate: '2026-11-27' }, { periodId: 20, price: 1999, startDate: '2026-01-01', endDate: '2027-12-31' }] }
    api = await startStubApi({ '/api/tips/list': () => ({ iRet: 0, total: 1, list: [onSale] }) })
    const serverAt = new Date(2026, 10, 27, 23, 59, 30, 250).getTime()
    const page = await servedPage(api, '/tougu/tips/list', navigator.userAgent, serverAt)
    expect(page.firstScreen?.attributes).toContain(`data-ssr-now="${serverAt - 250}"`)
    const root = putInDocument(page, '/tougu/tips/list')
    expect(screen.getByText('题材锦囊·银行').closest('button')!.textContent).toContain('¥99.00 / 1个月')
    const warn = vi.spyOn(console, 'warn')
    services = createAppServices({ window, storage: memoryStorage(), baseUrl: api.baseUrl, now: () => serverAt + 45_000 })
    await act(async () => expect(await start({ services: services!, root, baseUrl: '/tougu/' })).toBe('hydrated'))
    // Taken over as it was (no second render of the screen), then moved on to the browser's Saturday: the sale is over.
    await waitFor(() => expect(screen.getByText('题材锦囊·银行').closest('button')!.textContent).toContain('¥1,999.00 / 1年'), { timeout: 5000 })
    expect(warn.mock.calls.filter(([m]) => String(m).includes('rendered again'))).toEqual([])
  })

  it('renders anew, asking for the data itself, where the page was rendered for another route or another host', async () => {
    const stub = await stubApi()
    const page = await servedPage(stub, '/tougu/tips/list')
    // Opened at home with the tips list's page (a stale cache, a proxy mixing pages up): not taken over.
    const root = putInDocument(page, '/tougu/index')
    services = createAppServices({ window, storage: memoryStorage(), baseUrl: stub.baseUrl })
    await act(async () => expect(await start({ services: services!, root, baseUrl: '/tougu/', firstDataWaitMs: 2000 })).toBe('rendered'))
    // Home's first-screen data asked by the app itself (the server's render asked once, for the tips list's page: none).
    await waitFor(() => expect(callsTo(stub, '/api/getTgIndexBanners')).toHaveLength(1))

    document.body.replaceChildren()
    services.dispose()
    const wechat = await servedPage(stub, '/tougu/index', 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40')
    expect(wechat.firstScreen?.attributes).toContain('data-ssr-env="wechat"')
    const root2 = putInDocument(wechat, '/tougu/index')
    services = createAppServices({ window, storage: memoryStorage(), baseUrl: stub.baseUrl })
    // This browser is no WeChat: its page has a title bar the WeChat page has not.
    await act(async () => expect(await start({ services: services!, root: root2, baseUrl: '/tougu/' })).toBe('rendered'))
  })

  it('renders nothing on the server for a route it does not render, inside the native app, or when an answer fails', async () => {
    const stub = await stubApi()
    expect((await servedPage(stub, '/tougu/live/list')).firstScreen).toBeNull()
    expect((await servedPage(stub, '/tougu/view/detail?id=OP1')).firstScreen).toBeNull()
    expect((await servedPage(stub, '/tougu/index', 'Mozilla/5.0 (iPhone) TouguApp/6.2.0')).firstScreen).toBeNull()
    expect((await servedPage(stub, '/tougu/nope')).title).toBe('页面不存在')
    const failing = await startStubApi({ '/api/getTgIndexBanners': () => ({ iRet: -9998, message: '服务请求超时！' }), '/api/adviser/list': empty, '/api/live/list': empty })
    try {
      expect((await servedPage(failing, '/tougu/index')).firstScreen).toBeNull()
    } finally {
      await failing.close()
    }
  })

  it("sends home's first screen without the sections below the fold when one of their answers failed", async () => {
    api = await startStubApi({
      '/api/getTgIndexBanners': () => ({ iRet: 0, list: [{ id: 'B1', title: '新客专享', imageUrl: '/media/banner/B1.svg', link: '/view/package' }] }),
      '/api/adviser/list': empty,
      '/api/live/list': empty,
      '/api/view/hot48': empty,
      '/api/view/packageList': () => ({ iRet: -9998, message: '服务请求超时！' }),
      '/api/tips/list': (body) => tips(Number(body.offset ?? 0), Number(body.size ?? 20)),
    })
    const page = await servedPage(api, '/tougu/index')
    expect(page.firstScreen?.html).toContain('新客专享')
    expect(page.firstScreen?.html).not.toContain('aria-label="热门观点"')
    // The app then asks them after its first paint, as on a page rendered in the browser: none of them in the page.
    expect(JSON.parse(page.firstScreen!.data)).not.toHaveProperty('queries.5')
  })

  it('puts the answers in the page so that no answer can end the script element or open markup', async () => {
    api = await startStubApi({
      '/api/getTgIndexBanners': () => ({ iRet: 0, list: [{ id: 'B1', title: '</script><script>alert(1)</script>\u2028', imageUrl: '/media/banner/B1.svg', link: '/x' }] }),
      '/api/adviser/list': empty,
      '/api/live/list': empty,
    })
    const page = await servedPage(api, '/tougu/index')
    expect(page.firstScreen?.data).not.toMatch(/<|\u2028/)
    expect(JSON.stringify(JSON.parse(page.firstScreen!.data))).toContain('</script><script>alert(1)</script>')
  })
})

import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '../root/App.js'
import { AppServicesProvider, createAppServices, type AppServices } from '../services/index.js'
import { memoryStorage, opinionDetail, startStubApi, type StubApi } from '../screens/product/testing/productTestKit.js'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { firstScreenFetch, shellPictureShown, startFirstScreenRequests } from './earlyRequests.js'
import { prefetchFirstScreenQueries } from './firstScreenQueries.js'
import { firstScreenPath, firstScreenRequests } from './firstScreenRequests.js'

// The whole first-screen path as the page runs it: boot.ts sends the requests on the wire (earlyRequests.ts), main.tsx
// starts the screen's queries (firstScreenQueries.ts), the screen renders. Each request must reach the server once:
// a second request means the boot's wire request (path, body, token, platform) or the query's key differs from the
// screen's own.

const empty = () => ({ iRet: 0, list: [], total: 0 })
const opinion = opinionDetail('OP1')

let api: StubApi | undefined
let services: AppServices | undefined
afterEach(async () => {
  services?.dispose()
  services = undefined
  await api?.close()
  api = undefined
  document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove())
  document.querySelectorAll('[data-test-shell]').forEach((n) => n.remove())
})

/** index.html's own shell (its style and #root markup) in this document, marked for `route` as the server marks it. */
function putIndexHtmlShell(route?: string) {
  const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8')
  const style = document.createElement('style')
  style.textContent = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!
  style.dataset.testShell = ''
  const holder = document.createElement('div')
  holder.innerHTML = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)![1]!
  holder.dataset.testShell = ''
  if (route) holder.querySelector('.tg-shell')!.setAttribute('data-route', route)
  document.head.append(style)
  document.body.append(holder)
  return holder.querySelector('.tg-shell-picture')!
}

/** Opens `url` as the page does: boot's requests, then the services, the first screen's queries and the app. */
async function openAsThePage(url: string, { signedIn = false, banner = '/media/banner/B1.svg', tokens = [] as string[] } = {}) {
  api = await startStubApi({
    '/api/getTgIndexBanners': (_b, { headers }) => {
      tokens.push(String(headers.authorization ?? ''))
      return { iRet: 0, list: [{ id: 'B1', title: '新客专享', imageUrl: banner, link: '/view/package' }] }
    },
    '/api/adviser/list': empty,
    '/api/live/list': empty,
    '/api/view/hot48': empty,
    '/api/view/packageList': empty,
    '/api/tips/list': empty,
    '/api/view/detail': (body) => (body.id === 'OP1' ? { iRet: 0, data: opinion } : { iRet: 1001, message: '请求参数有误' }),
  })
  window.history.replaceState(null, '', url)
  const storage = memoryStorage(signedIn)
  const page = { location: window.location, navigator: window.navigator, document, localStorage: storage } as unknown as Window
  startFirstScreenRequests(page, '/tougu/', api.baseUrl)
  services = createAppServices({ window, storage, baseUrl: api.baseUrl, firstScreenFetch })
  const path = firstScreenPath('/tougu', window.location.pathname)
  const params = new URLSearchParams(window.location.search)
  await prefetchFirstScreenQueries(services, path, params)
  render(
    <AppServicesProvider services={services}>
      <App basename="/tougu" />
    </AppServicesProvider>,
  )
  return { api, requests: firstScreenRequests(path, params) }
}

function callsOf(stub: StubApi, path: string) {
  return stub.calls.filter((c) => c.path === path)
}

/**
 * Opens home with `markup` in the shell's picture box, as the server sends it, its picture loading (`complete: false`)
 * or done; resolves once the boot entry has seen the banners' answer. The served picture element.
 */
async function openWithServedPicture(box: Element, markup: string, { complete }: { complete: boolean }) {
  box.innerHTML = markup
  const served = box.querySelector('img')!
  Object.defineProperty(served, 'complete', { value: complete })
  await openAsThePage('/tougu/index')
  await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull())
  return served
}

/** Home's screen is on, and none of its queries is still fetching. */
async function homeRenderedAndSettled() {
  expect(await screen.findAllByText('热门观点')).not.toHaveLength(0)
  await waitFor(() => expect(services!.queryClient.isFetching()).toBe(0))
}

/** Starts watching the shell's picture step; after a short while, tells at any time whether it has resolved. */
async function shellPictureStep(): Promise<() => boolean> {
  let shown = false
  void shellPictureShown().then(() => (shown = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return () => shown
}

describe('the first screen, from the boot entry to the screen', { timeout: 20_000 }, () => {
  // Home's lower sections ask after the first paint (decision wave2-speed-7): not from the boot entry, once each too.
  const HOME_LOWER = ['/api/view/hot48', '/api/view/packageList', '/api/tips/list']
  it.each([
    ['home, a visitor', '/tougu/index', false, '热门观点', HOME_LOWER],
    ['home, signed in', '/tougu/index', true, '热门观点', HOME_LOWER],
    ['the tips list sorted by price', '/tougu/tips/list?sort=3', false, '综合', []],
    ['an opinion, signed in', '/tougu/view/detail?id=OP1', true, '半导体政策催化不断', []],
  ])('%s: each request reaches the server once, before the screen asks', async (_name, url, signedIn, shown, later) => {
    const { api: stub, requests } = await openAsThePage(url, { signedIn })
    expect(requests.length).toBeGreaterThan(0)
    // Every request is in (the queries above awaited them) before the screen rendered; the later ones not yet sent.
    for (const r of requests) expect(callsOf(stub, r.path)).toHaveLength(1)
    for (const path of later) expect(callsOf(stub, path), path).toHaveLength(0)
    expect(await screen.findByText(shown)).toBeInTheDocument()
    // Mounted, the screen found its data fresh: nothing refetched, each answer fetched once (the first screen's by the
    // boot entry, the later ones by the screen).
    await waitFor(() => expect(services!.queryClient.isFetching()).toBe(0))
    for (const q of services!.queryClient.getQueryCache().findAll({ queryKey: ['api'] })) expect(q.state.dataUpdateCount, JSON.stringify(q.queryKey)).toBe(1)
    for (const path of [...requests.map((r) => r.path), ...later]) expect(callsOf(stub, path), path).toHaveLength(1)
  })

  it('sends the stored investor token, and none for a corrupted session entry', async () => {
    const tokens: string[] = []
    await openAsThePage('/tougu/index', { signedIn: true, tokens })
    expect(tokens).toEqual(['Bearer test-token-0123456789'])
    services?.dispose()
    await api?.close()
    const again: string[] = []
    api = await startStubApi({ '/api/getTgIndexBanners': (_b, { headers }) => (again.push(String(headers.authorization ?? '')), empty()) })
    window.history.replaceState(null, '', '/tougu/index')
    const broken = { getItem: () => '{not json', setItem: () => undefined, removeItem: () => undefined }
    startFirstScreenRequests({ location: window.location, navigator: window.navigator, document, localStorage: broken } as unknown as Window, '/tougu/', api.baseUrl)
    await waitFor(() => expect(again).toEqual(['']))
  })

  it('preloads home\'s first banner under the base path, and no picture from an unsafe address', async () => {
    await openAsThePage('/tougu/index')
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/tougu/media/banner/B1.svg'))
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove())
    services?.dispose()
    await api?.close()
    await openAsThePage('/tougu/index', { banner: 'javascript:alert(1)' })
    expect(await screen.findAllByText('热门观点')).not.toHaveLength(0)
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull()
  })

  it("shows home's first banner in index.html's shell while the app is on its way, and waits for it", async () => {
    const box = putIndexHtmlShell('/index')
    await openAsThePage('/tougu/index')
    await waitFor(() => expect(box.querySelector('img')?.getAttribute('src')).toBe('/tougu/media/banner/B1.svg'))
    // The app's render waits until the picture is on the screen or has failed (here: failed, jsdom loads no pictures).
    const shown = await shellPictureStep()
    expect(shown()).toBe(false)
    box.querySelector('img')!.dispatchEvent(new Event('error'))
    await waitFor(() => expect(shown()).toBe(true))
    await homeRenderedAndSettled()
  })

  it('keeps the picture the server put into the shell (decision wave2-speed-17) and waits for its paint', async () => {
    const box = putIndexHtmlShell('/index')
    // Still loading, as a browser reports it (happy-dom loads no pictures and calls every one complete).
    const served = await openWithServedPicture(box, '<img alt="" fetchpriority="high" elementtiming="tg-shell-picture" src="/tougu/media/banner/B1.svg">', { complete: false })
    const shown = await shellPictureStep()
    // The same element, not a second copy of it; the app still waits for its paint (here: its failure).
    expect(box.querySelectorAll('img')).toHaveLength(1)
    expect(box.querySelector('img')).toBe(served)
    expect(shown()).toBe(false)
    served.dispatchEvent(new Event('error'))
    await waitFor(() => expect(shown()).toBe(true))
    await homeRenderedAndSettled()
  })

  it('does not wait for a served shell picture that failed before the boot entry looked', async () => {
    const box = putIndexHtmlShell('/index')
    const served = await openWithServedPicture(box, '<img alt="" src="/tougu/media/banner/B1.svg">', { complete: true })
    await shellPictureShown()
    expect(box.querySelector('img')).toBe(served)
    await homeRenderedAndSettled()
  })

  it("replaces a served shell picture the banners' answer no longer names", async () => {
    const box = putIndexHtmlShell('/index')
    box.innerHTML = '<img alt="" src="/tougu/media/banner/OLD.svg">'
    await openAsThePage('/tougu/index')
    await waitFor(() => expect(box.querySelector('img')?.getAttribute('src')).toBe('/tougu/media/banner/B1.svg'))
    expect(box.querySelectorAll('img')).toHaveLength(1)
    box.querySelector('img')!.dispatchEvent(new Event('error'))
    await shellPictureShown()
    await homeRenderedAndSettled()
  })

  it("leaves the shell's picture box alone where the route does not show it", async () => {
    const unmarked = putIndexHtmlShell()
    await openAsThePage('/tougu/index')
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull())
    await shellPictureShown()
    expect(unmarked.querySelector('img')).toBeNull()
    await homeRenderedAndSettled()
  })

  it("shows no picture from an unsafe address in the shell", async () => {
    const marked = putIndexHtmlShell('/index')
    await openAsThePage('/tougu/index', { banner: 'javascript:alert(1)' })
    await shellPictureShown()
    expect(marked.querySelector('img')).toBeNull()
    await homeRenderedAndSettled()
  })

  it('sends nothing for a page that is not a first screen, or an opinion without its id', () => {
    expect(firstScreenRequests(firstScreenPath('/tougu', '/tougu/usercenter/index'), new URLSearchParams())).toEqual([])
    expect(firstScreenRequests('/view/detail', new URLSearchParams())).toEqual([])
    // The WeChat variant's marker and a trailing slash name the same screen.
    expect(firstScreenPath('/tougu/wx', '/tougu/wx/index/')).toBe('/index')
    expect(firstScreenPath('/tougu', '/tougu/wx/tips/list')).toBe('/tips/list')
  })
})

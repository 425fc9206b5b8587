import './styles.css'
import { appUserAgentFor } from './appUserAgent.js'
import { FakeNativeHost } from '@tougu/bridge/testing'
import { CAPABILITY_NAMES, type MenuItem } from '@tougu/bridge'
import { signInReferenceInvestor, type DemoInvestor } from './demoInvestors.js'
import { createHandlers, type HostState, type WebviewChrome } from './nativeHandlers.js'
import { createOfflineHost } from './offline/offlineHost.js'
import { DEMO_PACKAGE_PUBLIC_KEY } from './offline/packageKey.js'
import type { OfflineState } from './offline/packageStore.js'

/** The App URL without a proxy to ask (a static deployment); with one, the app it proxies (loadProxyConfig). */
const DEFAULT_APP_URL = 'http://127.0.0.1:8787/tougu/index'
const THEME = { background: '#E8302E', foreground: '#FFFFFF' }

function $<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id)
  if (!el) throw new Error(`#${id} missing from index.html`)
  return el as T
}

const ui = {
  title: $('nav-title'),
  back: $<HTMLButtonElement>('nav-back'),
  menu: $('nav-menu'),
  bar: $('title-bar'),
  phone: document.querySelector<HTMLElement>('.phone') ?? document.body,
  pullDown: $('pull-down'),
  pullUp: $('pull-up'),
  webviews: $('webviews'),
  sheets: $('sheet-layer'),
  settings: $<HTMLFormElement>('settings'),
  appUrl: $<HTMLInputElement>('app-url'),
  platform: $<HTMLSelectElement>('platform'),
  appVersion: $<HTMLInputElement>('app-version'),
  payEndpoint: $<HTMLInputElement>('pay-endpoint'),
  banner: $('banner'),
  loginState: $('login-state'),
  logout: $<HTMLButtonElement>('logout'),
  resume: $<HTMLButtonElement>('resume'),
  log: $('log'),
  sourceBadge: $('source-badge'),
  offlineEnabled: $<HTMLInputElement>('offline-enabled'),
  offlineCheck: $<HTMLButtonElement>('offline-check'),
  offlineClear: $<HTMLButtonElement>('offline-clear'),
  offlineStatus: $('offline-status'),
}

/** One native webview: an iframe, its own bridge host, and the chrome it asked for. */
interface Webview {
  iframe: HTMLIFrameElement
  host: FakeNativeHost
  title: string
  bar: { background: string; foreground: string }
  menu: MenuItem[]
  pull: { down: boolean; up: boolean }
  refreshing: boolean
}

/**
 * A deliberately broken host, to see what the conformance page reports (conformance.html; e2e/conformance.spec.ts):
 * `?fault=numeric-ids` answers every capability call with a numeric id (the classic JSON-library mistake, §2);
 * `?fault=ignore-unknown` never answers unknown methods. The hello stays correct in both.
 */
const FAULTS = ['numeric-ids', 'ignore-unknown'] as const
type Fault = (typeof FAULTS)[number]

const stack: Webview[] = []
/** Origin the dev/preview server proxies for us (same-origin iframes); null when served statically. */
let proxyTarget: string | null = null
/** The app's base path on the proxied origin (`/tougu`). */
let appBase = '/tougu'

const params = new URLSearchParams(location.search)
ui.appUrl.value = params.get('app') ?? DEFAULT_APP_URL
ui.platform.value = params.get('platform') === 'android' ? 'android' : 'ios'
ui.appVersion.value = params.get('version') ?? '6.2.0'
ui.payEndpoint.value = params.get('pay') ?? '/api/demo/pay'
const fault: Fault | undefined = FAULTS.find((f) => f === params.get('fault'))
ui.offlineEnabled.checked = params.get('offline') !== '0'

const state: HostState = {
  sheetLayer: ui.sheets,
  platform: ui.platform.value === 'android' ? 'android' : 'ios',
  appVersion: ui.appVersion.value,
  payEndpoint: ui.payEndpoint.value,
  investor: null,
  login(investor: DemoInvestor | null) {
    state.investor = investor
    ui.loginState.textContent = investor ? `已登录：${investor.user.userName}（${investor.user.cid}）` : '未登录'
    for (const w of stack) w.host.pushEvent('loginChanged', { loggedIn: !!investor, userInfo: investor?.user ?? null })
  },
  log(kind, line) {
    const item = document.createElement('li')
    item.className = kind
    item.textContent = `${new Date().toLocaleTimeString()} ${line}`
    ui.log.prepend(item)
    while (ui.log.childElementCount > 300) ui.log.lastElementChild?.remove()
  },
}

/**
 * Offline packages (离线包, docs/bridge-protocol.md §15): the host downloads and verifies them in the background, and
 * at each open serves the webviews from the current one through its request interception (public/offline-host-sw.js).
 */
const offline = createOfflineHost({
  storage: caches,
  fetch: (input, init) => fetch(input, init),
  publicKeySpki: __PACKAGE_PUBLIC_KEY__ || DEMO_PACKAGE_PUBLIC_KEY,
  appVersion: () => state.appVersion,
  platform: () => state.platform,
  log: (kind, line) => state.log(kind, line),
})

function showOfflineState(s: OfflineState): void {
  ui.offlineStatus.textContent = `当前 ${s.current ?? '—'} · 本次使用 ${s.serving ?? '网络'} · 待生效 ${s.pending ?? '—'} · 上一个 ${s.previous ?? '—'}${s.bad.length ? ` · 已拒绝 ${s.bad.join(', ')}` : ''}`
}

/** A webview's page whose document came from a package must say hello within this time, or the package failed. */
const PACKAGE_START_MS = 8000
let startWatch: ReturnType<typeof setTimeout> | undefined

// Which source served each page, and files that failed their hash, as the interception reports them.
const offlineEvents = new BroadcastChannel('tougu-offline')
offlineEvents.addEventListener('message', (event: MessageEvent<{ type: string; url?: string; source?: string; version?: string | null; path?: string }>) => {
  const m = event.data
  if (m.type === 'served' && m.url) {
    const path = new URL(m.url).pathname
    const label = m.source === 'package' ? `离线包 ${m.version ?? ''}` : '网络'
    ui.sourceBadge.textContent = label
    ui.sourceBadge.dataset.source = m.source ?? ''
    state.log('evt', `页面 ${path} 来源：${label}`)
    if (m.source === 'package' && m.version) {
      const version = m.version
      clearTimeout(startWatch)
      startWatch = setTimeout(() => void offline.failed(version, '启动失败（页面未完成握手）').then(showOfflineState), PACKAGE_START_MS)
    }
  } else if (m.type === 'tampered' && m.version) {
    void offline.failed(m.version, `文件 ${m.path ?? ''} 校验失败`).then(showOfflineState)
  }
})

/** Map an app URL onto this origin when it is the proxied app server, so the iframe is same-origin. */
function frameUrl(url: string): string {
  const u = new URL(url, location.href)
  if (proxyTarget && u.origin === proxyTarget) return `${location.origin}${u.pathname}${u.search}${u.hash}`
  return u.href
}

function top(): Webview | undefined {
  return stack[stack.length - 1]
}

function render(): void {
  const w = top()
  ui.title.textContent = w?.title ?? ''
  ui.phone.style.setProperty('--bar-bg', w?.bar.background ?? THEME.background)
  ui.phone.style.setProperty('--bar-fg', w?.bar.foreground ?? THEME.foreground)
  ui.menu.replaceChildren(
    ...(w?.menu ?? []).map((item) => {
      const b = document.createElement('button')
      b.type = 'button'
      b.textContent = item.text
      b.addEventListener('click', () => w?.host.pushEvent('menuTap', { id: item.id }))
      return b
    }),
  )
  ui.pullDown.hidden = !w?.pull.down
  ui.pullUp.hidden = !w?.pull.up
  ui.pullDown.classList.toggle('refreshing', !!w?.refreshing)
  ui.pullUp.classList.toggle('refreshing', !!w?.refreshing)
  stack.forEach((v, i) => v.iframe.classList.toggle('below', i < stack.length - 1))
}

function pushWebview(url: string, title = ''): void {
  const iframe = document.createElement('iframe')
  const webview: Webview = {
    iframe,
    title,
    bar: { ...THEME },
    menu: [],
    pull: { down: false, up: false },
    refreshing: false,
    host: undefined as unknown as FakeNativeHost,
  }
  const chrome: WebviewChrome = {
    setTitle: (t) => void ((webview.title = t), render()),
    setBar: (background, foreground) => void ((webview.bar = { background, foreground: foreground ?? webview.bar.foreground }), render()),
    setMenu: (items) => void ((webview.menu = items), render()),
    setPull: (down, up) => void ((webview.pull = { down, up }), render()),
    stopPull: () => void ((webview.refreshing = false), render()),
    open: (u, t) => pushWebview(frameUrl(u), t),
    close: () => popWebview(webview),
    resolve: (u) => new URL(u, iframe.contentWindow?.location.href ?? location.href).href,
  }
  webview.host = new FakeNativeHost({
    platform: state.platform,
    appVersion: state.appVersion,
    handlers: createHandlers(state, chrome),
    unknownMethods: fault === 'ignore-unknown' ? 'ignore' : 'refuse',
    onMessage: (direction, message) => {
      // A page that handshakes has started: the package it came from works.
      if (direction === 'in' && (message as { method?: unknown }).method === 'bridge.hello') clearTimeout(startWatch)
      state.log(direction === 'in' ? 'in' : 'out', `${direction === 'in' ? '→' : '←'} ${JSON.stringify(message).slice(0, 300)}`)
    },
  })
  if (fault === 'numeric-ids') for (const name of CAPABILITY_NAMES) webview.host.behave(name, { malformed: { id: 42, ok: true, data: null } })
  iframe.title = 'app webview'
  iframe.src = url
  iframe.addEventListener('load', () => {
    // Same-origin frames were attached by the injected script; a cross-origin page cannot be reached.
    if (!isSameOrigin(iframe)) showBanner(`此页面与 native host 不同源（${url}），无法注入桥。请用 TOUGU_APP_ORIGIN=<应用源> 启动 native host 并填写该源的 App URL。`)
  })
  stack.push(webview)
  ui.webviews.append(iframe)
  render()
}

function popWebview(webview: Webview): void {
  const index = stack.indexOf(webview)
  if (index <= 0) return state.log('err', 'closeWebview on the root webview ignored (a native app would leave the H5)')
  stack.splice(index, 1)
  webview.host.uninstall()
  webview.iframe.remove()
  top()?.host.pushEvent('resume', {})
  render()
}

function isSameOrigin(iframe: HTMLIFrameElement): boolean {
  try {
    return iframe.contentWindow?.location.origin === location.origin
  } catch {
    return false
  }
}

function showBanner(message: string): void {
  ui.banner.textContent = message
  ui.banner.hidden = false
}

/**
 * Called by the script the proxy injects at the top of every app page (see appProxy.ts). It runs before
 * the app's scripts, so the app sees the app user agent and finds the native transport at start-up.
 * Only our own iframes, on our own origin, are attached.
 */
function attach(win: Window): void {
  const webview = stack.find((w) => w.iframe.contentWindow === win)
  if (!webview || win.location.origin !== location.origin) {
    state.log('err', 'attach refused: not one of our webviews, or another origin')
    return
  }
  const ua = appUserAgentFor(state.platform, state.appVersion)
  Object.defineProperty(win.navigator, 'userAgent', { get: () => ua, configurable: true })
  webview.host.install(win)
  webview.pull = { down: false, up: false }
  webview.menu = []
  render()
}

;(window as unknown as { __touguNativeHost: { attach: (win: Window) => void } }).__touguNativeHost = { attach }

/** The interception of offline packages, active before any webview loads (a native app installs its handler first). */
async function hostWorkerReady(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) {
    showBanner('此浏览器不支持 Service Worker：模拟器无法拦截请求，离线包不可用。')
    return false
  }
  try {
    await navigator.serviceWorker.register(`/offline-host-sw.js?base=${encodeURIComponent(appBase)}`, { scope: '/' })
    await navigator.serviceWorker.ready
    return true
  } catch (error) {
    showBanner(`离线包拦截未能启动：${error instanceof Error ? error.message : String(error)}`)
    return false
  }
}

/** One open of the app: offline packages first (what serves this session), then the root webview, then the update check. */
async function open(): Promise<void> {
  ui.sourceBadge.textContent = ''
  if (await hostWorkerReady()) {
    showOfflineState(await offline.open(ui.offlineEnabled.checked))
    reload()
    if (ui.offlineEnabled.checked) void offline.checkForUpdate().then(async () => showOfflineState(await offline.state()))
  } else reload()
}

function reload(): void {
  for (const w of stack.splice(0)) {
    w.host.uninstall()
    w.iframe.remove()
  }
  ui.banner.hidden = true
  if (fault) showBanner(`故障模式 fault=${fault}：本主机故意违反协议（用于检验一致性检查页）。`)
  state.platform = ui.platform.value === 'android' ? 'android' : 'ios'
  state.appVersion = ui.appVersion.value || '6.2.0'
  state.payEndpoint = ui.payEndpoint.value.trim()
  pushWebview(frameUrl(ui.appUrl.value))
}

ui.settings.addEventListener('submit', (event) => {
  event.preventDefault()
  void open()
})
ui.offlineCheck.addEventListener('click', () => void offline.checkForUpdate().then(async () => showOfflineState(await offline.state())))
ui.offlineClear.addEventListener('click', () => void offline.clear().then(async () => showOfflineState(await offline.state())))
ui.offlineEnabled.addEventListener('change', () => void open())

// Back as a native app does it (WKWebView / Android WebView): back within the webview while its page has somewhere to
// go back to, else close the webview. The app's router marks its history entries `{ idx }` (0: the webview's first page).
ui.back.addEventListener('click', () => {
  const w = top()
  if (!w) return
  const win = w.iframe.contentWindow
  const idx = (() => {
    try {
      const state = win?.history.state as { idx?: unknown } | null | undefined
      return typeof state?.idx === 'number' ? state.idx : 0
    } catch {
      return 0
    }
  })()
  if (win && idx > 0) win.history.back()
  else if (stack.length > 1) popWebview(w)
  else state.log('err', 'back on the root webview’s first page ignored (a native app would leave the H5)')
})
ui.logout.addEventListener('click', () => state.login(null))
ui.resume.addEventListener('click', () => top()?.host.pushEvent('resume', {}))
for (const [el, event] of [
  [ui.pullDown, 'pullDownRefresh'],
  [ui.pullUp, 'pullUpRefresh'],
] as const) {
  el.addEventListener('click', () => {
    const w = top()
    if (!w || w.refreshing) return
    w.refreshing = true
    render()
    w.host.pushEvent(event, {})
    // A page that never calls stopPullRefresh must not leave the spinner forever (native apps time out too).
    setTimeout(() => void ((w.refreshing = false), render()), 10_000)
  })
}

async function loadProxyConfig(): Promise<void> {
  try {
    const res = await fetch('/__native-host/config')
    if (res.ok) {
      const config = (await res.json()) as { target: string; base: string }
      proxyTarget = config.target
      appBase = config.base
      // The app the proxy serves (TOUGU_APP_ORIGIN, TOUGU_BASE) unless the address names another.
      if (!params.get('app')) ui.appUrl.value = `${config.target}${config.base}/index`
    }
  } catch {
    proxyTarget = null
  }
  if (!proxyTarget) showBanner('没有应用代理（静态部署）：只有与本页同源的 App URL 能注入桥。用 `pnpm --filter @tougu/native-host dev` 或 `preview` 启动。')
}

/**
 * `?phone=` signs that reference investor in before the first page, as an app whose user is already logged in (the
 * journey e2e walks it as one of its own investors); otherwise the login sheet asks when the page needs a login.
 */
async function signInFromQuery(): Promise<void> {
  const phone = params.get('phone')
  if (!phone || !/^1\d{10}$/.test(phone)) return
  try {
    state.login(await signInReferenceInvestor(phone))
  } catch (e) {
    state.log('err', `登录失败：${e instanceof Error ? e.message : String(e)}`)
  }
}

void loadProxyConfig().then(signInFromQuery).then(open)

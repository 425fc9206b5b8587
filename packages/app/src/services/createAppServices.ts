import {
  createApiClient,
  createClientStore,
  createPrivilegeCache,
  createRiskDisclosureStore,
  createRiskWarningStore,
  createSessionStore,
  deriveIsNewUser,
  isApiFailure,
  isLoggedIn,
  openidFromEntryUrl,
  ORDER_STATUS_FILTER,
  refreshIsNewUser,
  startFollowupPaperLoader,
  type ApiClient,
  type ApiFailure,
  type ClientStore,
  type KeyValueStorage,
  type PrivilegeCache,
  type Privilege,
  type RiskDisclosureStore,
  type RiskWarningStore,
  type SessionStore,
  type UserInfo,
} from '@tougu/core'
import { createBridge, detectPlatform, type Bridge, type ImageShareMinVersions, type NativeUserInfo, type Platform } from '@tougu/bridge'
import { imageShareMinVersionsFrom } from './appConfig.js'
import { SESSION_STORAGE_KEY } from './sessionKey.js'
import type { QueryClient } from '@tanstack/react-query'
import { createQueryClient, investorOfKey, withInvalidation } from './queries.js'
import type { SlowApi, SlowApiOptions } from './slowApi.js'

/** What `createAppServices` needs from the page. */
export interface AppServicesOptions {
  window: Window
  /** Persistent storage (the page's localStorage) for the session, the client store and risk-disclosure records. */
  storage: KeyValueStorage
  /** Origin the `/api/...` paths are appended to; `''` for the page's own origin. */
  baseUrl: string
  /** The clock, epoch ms. Default `Date.now`. */
  now?: () => number
  /** A ready-made bridge (tests); default `createBridge` on `window` with the WeChat share signer wired. */
  bridge?: Bridge
  /** Timeout of the main API client (default 10 s, spec §9). */
  timeoutMs?: number
  /** Image share's minimum app versions; default from the build's VITE_IMAGE_SHARE_MIN_IOS / _ANDROID (appConfig.ts). */
  imageShareMinVersions?: ImageShareMinVersions
  /** Base path of the second API client; default the build's VITE_SECONDARY_API_BASE, else `baseUrl`. */
  secondaryBaseUrl?: string
  /** Timeout of the second API client (default 20000 ms, spec §9). */
  secondaryTimeoutMs?: number
  /** The API client's fetch (default the global one); the server's page renderer passes its in-process API. */
  fetch?: typeof fetch
}

/** Everything the screens use: API client, bridge, stores. One instance per page, made before the router. */
export interface AppServices {
  readonly window: Window
  readonly api: ApiClient
  /** The endpoints of the slower back-office services, through the second API client (20 s; wave2-reach19-4). */
  readonly slow: SlowApi
  readonly bridge: Bridge
  /** The user agent's platform category (spec §6), also sent as `basicInfo.platform`. */
  readonly platform: Platform
  /** The signed-in user, kept across reloads under SESSION_STORAGE_KEY (core's session store). */
  readonly session: SessionStore
  /** Spec §3 client store with the overlay's show-paper flag, kept under `tougu.clientStore` (decision api-4c). */
  readonly client: ClientStore
  /** The privilege list (spec §4): queried on first use, refreshed after 5 minutes or when forced. */
  readonly privileges: PrivilegeCache<Privilege>
  /** Risk-disclosure acknowledgements per user, item and day (spec §4). */
  readonly disclosures: RiskDisclosureStore
  /**
   * This webview was opened for a purchase (decision wave2-reach19-2): inside the firm's app, its first page was
   * a step of the signing flow (the app opens 立即订阅 in a new webview) or carried `purchaseWebview=1` (a flag
   * the native app may pass when it opens the flow itself). The result page then closes the webview.
   */
  readonly openedForPurchase: boolean
  /** The spec §8 risk warning's daily acknowledgements (decision wave2-compliance-3). */
  readonly riskWarnings: RiskWarningStore
  readonly now: () => number
  /** Storage given at creation (search history and the like). */
  readonly storage: KeyValueStorage
  /**
   * The page's one TanStack QueryClient: every screen query, keyed by investor, endpoint and request. A user
   * switch removes the previous investor's queries (decision wave2-datalayer-1).
   */
  readonly queryClient: QueryClient
  /** The investor queries are keyed by: the signed-in clientId, `''` for a visitor. */
  investorId: (user?: UserInfo | null) => string
  /**
   * Fetches the user without forcing login (native: bridge getUserInfo; elsewhere: GET /api/user/getUserInfo).
   * Concurrent calls share one request. Resolves the user or null; never rejects.
   */
  refreshUser: () => Promise<UserInfo | null>
  /** Resolves when the type 2 paper fetch started by the latest login (if any) has settled. */
  followupPaperSettled: () => Promise<void>
  /** Browser demo login (phone + SMS code). Resolves the user, or the API failure to show. */
  login: (phone: string, code: string) => Promise<UserInfo | ApiFailure>
  /** Ends the session (revokes the token on the server, best effort). */
  logout: () => Promise<void>
  /** Whether the privilege list holds a product (paid content unlocked). */
  hasPrivilege: (productId: string) => boolean
  /** The user id the risk-disclosure records are kept under ('' for a visitor). */
  disclosureUserId: () => string
  dispose: () => void
}

/** The endpoints of services.slow (slowApi.ts SLOW_ENDPOINTS; kept here so the entry does not import that module). */
export const SLOW_ENDPOINT_NAMES = ['checkCustomerArrears', 'checkCustomerAssets', 'getCustomerAssets', 'queryBasicHq'] as const satisfies readonly (keyof SlowApi)[]

const PURCHASE_WEBVIEW_KEY = 'tougu.purchaseWebview'

/** Whether this webview (this tab's sessionStorage) began on a signing step; remembered for its later pages. */
function purchaseWebview(win: Window): boolean {
  try {
    const store = win.sessionStorage
    if (store.getItem(PURCHASE_WEBVIEW_KEY) !== null) return store.getItem(PURCHASE_WEBVIEW_KEY) === '1'
    const url = new URL(win.location.href)
    const value = /\/sign\/[A-Za-z]+$/.test(url.pathname) || url.searchParams.get('purchaseWebview') === '1'
    store.setItem(PURCHASE_WEBVIEW_KEY, value ? '1' : '0')
    return value
  } catch {
    return false
  }
}

function fromNative(user: NativeUserInfo | null, platform: Platform): UserInfo | null {
  return user ? { ...user, platform } : null
}

/**
 * Wires core (API client, stores) and the bridge for one page. Create it once, before the router starts
 * (the bridge captures the WeChat entry URL at creation).
 *
 * After a login (the session gains clientId and token) it forces a privilege refresh and, when no paper is
 * stored, core's loader fetches the type 2 follow-up paper, in the native app and in browsers (decision app-8);
 * a paper found sets the show-paper flag (spec §4). Signing out (or another investor signing in) drops the
 * previous investor's client data.
 *
 * @example
 * const services = createAppServices({ window, storage: window.localStorage, baseUrl: '' })
 * const res = await services.api.home.getTgIndexBanners()
 * if (!isApiFailure(res)) console.log(res.list)
 * createRoot(el).render(<AppServicesProvider services={services}><App /></AppServicesProvider>)
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const win = options.window
  const now = options.now ?? (() => Date.now())
  const platform = detectPlatform(win.navigator.userAgent)
  const client = createClientStore({ storage: options.storage })

  const clientOptions = {
    baseUrl: options.baseUrl,
    platform,
    getToken: () => session.user$.getValue()?.token,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  }
  const queryClient = createQueryClient()
  // Mutations (order, cancel, coupon exchange, ask, …) invalidate the queries they change, wherever called.
  const api = withInvalidation(createApiClient({ ...clientOptions, ...(options.fetch ? { fetch: options.fetch } : {}) }), queryClient)
  const envSecondary = (import.meta.env as Record<string, unknown>).VITE_SECONDARY_API_BASE
  const slowOptions: SlowApiOptions = {
    baseUrl: options.secondaryBaseUrl ?? (typeof envSecondary === 'string' && envSecondary.trim() !== '' ? envSecondary.trim() : options.baseUrl),
    getToken: () => session.user$.getValue()?.token,
    ...(options.secondaryTimeoutMs !== undefined ? { timeoutMs: options.secondaryTimeoutMs } : {}),
  }
  // The second client loads with the first screen that asks a slow service, not with the entry (home's JS).
  let slowLoaded: Promise<SlowApi> | undefined
  const loadSlow = () => (slowLoaded ??= import('./slowApi.js').then((m) => m.createSlowApiFor(slowOptions)))
  const slow = Object.fromEntries(
    SLOW_ENDPOINT_NAMES.map((name) => [name, async (request: unknown, callOptions?: unknown) => ((await loadSlow())[name] as (r: unknown, o?: unknown) => Promise<unknown>)(request, callOptions)]),
  ) as unknown as SlowApi

  const bridge =
    options.bridge ??
    createBridge({
      window: win,
      imageShareMinVersions: options.imageShareMinVersions ?? imageShareMinVersionsFrom(import.meta.env),
      wechat: {
        fetchShareConfig: async (url) => {
          const res = await api.common.getWxShareConf({ url })
          if (isApiFailure(res)) throw new Error(res.message)
          return {
            appid: res.appid,
            timestamp: res.timestamp,
            nonceStr: res.nonceStr,
            signature: res.signature,
          }
        },
      },
    })

  const inApp = bridge.environment === 'app'
  const openedForPurchase = inApp && purchaseWebview(win)
  // Inside WeChat the gateway's entry URL carries the openid (decision wave2-compliance-2); read before the
  // router rewrites the address. A visit without one keeps the stored openid.
  if (bridge.environment === 'wechat') {
    const openid = openidFromEntryUrl(win.location.href)
    if (openid) client.update({ openid })
  }
  const session = createSessionStore({
    storage: options.storage,
    storageKey: SESSION_STORAGE_KEY,
    // Native app: the app owns the user (spec §7); elsewhere the reference server answers for the token we keep.
    ...(inApp
      ? { bridge: { getUserInfo: async () => fromNative(await bridge.getUserInfo({ forceLogin: false }), platform) } }
      : { fetchUserInfo: () => api.user.getUserInfo() }),
    // Browsers sign in on the demo login panel (`login` below), so only the native app can log in on demand.
    login: async () => (inApp ? fromNative(await bridge.getUserInfo({ forceLogin: true }), platform) : null),
  })

  const privileges = createPrivilegeCache<Privilege>({
    now,
    fetchList: async () => {
      if (!session.isLoggedIn()) return []
      const res = await api.orders.getUserPrivilegeList()
      if (isApiFailure(res)) throw new Error(res.message)
      return res.list
    },
  })

  const disclosures = createRiskDisclosureStore({ storage: options.storage, now })
  const riskWarnings = createRiskWarningStore({ storage: options.storage, now })

  // The native app tells the page when the investor signs in or out (e.g. in another webview).
  const loginChanged = bridge.on('loginChanged', (event) => {
    session.setUser(event.loggedIn ? fromNative(event.userInfo ?? null, platform) : null)
  })

  // isNewUser (spec §3/§4): asked after each sign-in (or restored session) and whenever the privilege list
  // changes, as a purchase or a cancellation changes both (decision wave2-compliance-2). An answer that arrives
  // after the investor changed is dropped, never stored for the next one.
  const currentId = () => {
    const user = session.user$.getValue()
    return isLoggedIn(user) ? user?.clientId : undefined
  }
  const refreshNewUser = () => {
    const id = currentId()
    if (id === undefined) return
    void refreshIsNewUser({
      hasAnyOrder: async () => {
        const res = await api.orders.queryUserOrder({ stStatus: [...ORDER_STATUS_FILTER], offset: 0, size: 1 })
        return isApiFailure(res) ? res : deriveIsNewUser(res.list) === 1
      },
      clientStore: { update: (patch) => (currentId() === id ? client.update(patch) : undefined) },
    })
  }
  let firstPrivileges = true
  const ownership = privileges.privileges$.subscribe(() => {
    // The current value on subscribing is not a change; the sign-in below asks for itself.
    if (firstPrivileges) firstPrivileges = false
    else refreshNewUser()
  })

  let lastUserId: string | undefined | null = null // null: before the first emission
  const subscription = session.user$.subscribe((user) => {
    const id = isLoggedIn(user) ? user?.clientId : undefined
    if (id === lastUserId) return
    if (lastUserId === null) {
      // The session restored from storage owns the stored client data (an unanswered paper shows again); a
      // stored paper without a signed-in owner would be offered to whoever signs in next.
      if (id === undefined && client.getValue().followupPaper) client.setFollowupPaper(null)
    } else if (lastUserId !== undefined) {
      // Sign-out or another investor: the previous investor's paper, quiz draft and privileges must not show.
      client.clearUserData()
      privileges.reset()
    }
    lastUserId = id
    // Queries are keyed by investor, so a new one never reads the previous one's answers; dropping them (and
    // cancelling their requests) also frees the memory and keeps a late answer out of the cache.
    const keep = id ?? ''
    const stale = { predicate: (q: { queryKey: readonly unknown[] }) => investorOfKey(q.queryKey) !== keep }
    void queryClient.cancelQueries(stale)
    queryClient.removeQueries(stale)
    void privileges.refresh({ force: true }).catch(() => undefined)
    refreshNewUser()
  })


  // Subscribed after the clearing above, so a user switch fetches for the new investor on a cleared store.
  const paperLoader = startFollowupPaperLoader({
    session,
    clientStore: client,
    getFollowupPaper: (request) => api.user.getFollowupPaper(request),
    // Spec §4: the type 2 paper is fetched "after login in the app"; browsers and WeChat get none (decision
    // wave2-reach-6, replacing app-8's overlay everywhere).
    isNativeApp: () => inApp,
    onError: (failure) => console.warn('[tougu] getFollowupPaper failed:', failure.message),
  })

  return {
    window: win,
    api,
    slow,
    bridge,
    platform,
    session,
    client,
    privileges,
    disclosures,
    riskWarnings,
    openedForPurchase,
    now,
    storage: options.storage,
    queryClient,
    investorId: (user = session.user$.getValue()) => (isLoggedIn(user) ? (user?.clientId ?? '') : ''),
    refreshUser: () => session.refresh(),
    followupPaperSettled: () => paperLoader.settled(),
    async login(phone, code) {
      const res = await api.auth.login({ phone, code })
      if (isApiFailure(res)) return res
      const user: UserInfo = { ...res.data.user, token: res.data.token }
      session.setUser(user)
      return user
    },
    async logout() {
      if (session.isLoggedIn()) await api.auth.logout()
      session.setUser(null)
    },
    hasPrivilege(productId) {
      return privileges.privileges$.getValue().some((p) => p.productId === productId)
    },
    disclosureUserId() {
      const user = session.user$.getValue()
      return user?.clientId ?? ''
    },
    dispose() {
      subscription.unsubscribe()
      ownership.unsubscribe()
      paperLoader.dispose()
      loginChanged.remove()
      privileges.dispose()
      bridge.dispose()
      queryClient.clear()
    },
  }
}

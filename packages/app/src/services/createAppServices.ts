import type { QueryClient } from '@tanstack/react-query'
import {
  createApiClient,
  createClientStore,
  createRiskDisclosureStore,
  createRiskWarningStore,
  createSessionStore,
  isApiFailure,
  isLoggedIn,
  type ApiFailure,
  type ClientStore,
  type KeyValueStorage,
  type RiskDisclosureStore,
  type RiskWarningStore,
  type SessionStore,
  type UserInfo,
} from '@tougu/core'
import { createBridge, detectPlatform, type Bridge, type ImageShareMinVersions, type NativeUserInfo, type Platform } from '@tougu/bridge'
import { imageShareMinVersionsFrom } from './appConfig.js'
import { mutationRunner, registerMutations, type Mutate, type ReadApi } from './mutations.js'
import { keepEntryOpenid, purchaseWebview } from './pageEntry.js'
import { readPrivileges } from './privileges.js'
import { createQueryClient } from './queries.js'
import { createScreenClock, type ScreenClock } from './screenClock.js'
import { startSessionPolicy } from './sessionPolicy.js'
import { SESSION_STORAGE_KEY } from './sessionKey.js'
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
  /** The API client for reading; mutating endpoints go through `mutate` or `useApiMutation` (services/mutations.ts). */
  readonly api: ReadApi
  /** Sends a mutating request (services/mutations.ts MUTATIONS) and invalidates what it changes; for code outside React. */
  readonly mutate: Mutate
  /** The endpoints of the slower back-office services, through the second API client (20 s; wave2-reach19-4). */
  readonly slow: SlowApi
  readonly bridge: Bridge
  /** The user agent's platform category (spec §6), also sent as `basicInfo.platform`. */
  readonly platform: Platform
  /** The signed-in user, kept across reloads under SESSION_STORAGE_KEY (core's session store). */
  readonly session: SessionStore
  /** Spec §3 client store with the overlay's show-paper flag, kept under `tougu.clientStore` (decision api-4c). */
  readonly client: ClientStore
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
  /** The clock as screens show it, read through `useNow()` (screenClock.ts). */
  readonly screenClock: ScreenClock
  /** Storage given at creation (search history and the like). */
  readonly storage: KeyValueStorage
  /**
   * The page's one TanStack QueryClient, the one owner of server state: every screen query and the privilege list,
   * keyed by investor, endpoint and request, and every mutation (decisions wave2-datalayer-1, wave3-state-1). A user
   * switch removes the previous investor's queries (sessionPolicy.ts).
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
  /** Whether the signed-in investor's privilege list, as the QueryClient holds it now, has the product (paid content unlocked). */
  hasPrivilege: (productId: string) => boolean
  /** The user id the risk-disclosure records are kept under ('' for a visitor). */
  disclosureUserId: () => string
  dispose: () => void
}

/** The endpoints of services.slow (slowApi.ts SLOW_ENDPOINTS; kept here so the entry does not import that module). */
export const SLOW_ENDPOINT_NAMES = ['checkCustomerArrears', 'checkCustomerAssets', 'getCustomerAssets', 'queryBasicHq'] as const satisfies readonly (keyof SlowApi)[]

function fromNative(user: NativeUserInfo | null, platform: Platform): UserInfo | null {
  return user ? { ...user, platform } : null
}

/**
 * Wires core (API client, stores), the bridge and the QueryClient for one page; the rules of what a sign-in, a sign-out
 * or another investor does live in sessionPolicy.ts, the mutations' in mutations.ts. Create it once, before the router
 * starts (the bridge captures the WeChat entry URL at creation).
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
  const getToken = () => session.user$.getValue()?.token

  const api = createApiClient({
    baseUrl: options.baseUrl,
    platform,
    getToken,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const queryClient = createQueryClient()
  registerMutations(queryClient, api)
  const envSecondary = (import.meta.env as Record<string, unknown>).VITE_SECONDARY_API_BASE
  const slowOptions: SlowApiOptions = {
    baseUrl: options.secondaryBaseUrl ?? (typeof envSecondary === 'string' && envSecondary.trim() !== '' ? envSecondary.trim() : options.baseUrl),
    getToken,
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
          return { appid: res.appid, timestamp: res.timestamp, nonceStr: res.nonceStr, signature: res.signature }
        },
      },
    })
  const inApp = bridge.environment === 'app'
  keepEntryOpenid(win, bridge, client)

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
  const investorId = (user: UserInfo | null = session.user$.getValue()) => (isLoggedIn(user) ? (user?.clientId ?? '') : '')
  const policy = startSessionPolicy({ session, client, queryClient, api, investorId: () => investorId(), inApp })
  // The native app tells the page when the investor signs in or out (e.g. in another webview).
  const loginChanged = bridge.on('loginChanged', (event) => {
    session.setUser(event.loggedIn ? fromNative(event.userInfo ?? null, platform) : null)
  })

  return {
    window: win,
    api,
    mutate: mutationRunner(queryClient),
    slow,
    bridge,
    platform,
    session,
    client,
    disclosures: createRiskDisclosureStore({ storage: options.storage, now }),
    riskWarnings: createRiskWarningStore({ storage: options.storage, now }),
    openedForPurchase: inApp && purchaseWebview(win),
    now,
    screenClock: createScreenClock(now),
    storage: options.storage,
    queryClient,
    investorId,
    refreshUser: () => session.refresh(),
    followupPaperSettled: () => policy.followupPaperSettled(),
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
    hasPrivilege: (productId) => readPrivileges(queryClient, investorId()).some((p) => p.productId === productId),
    disclosureUserId: () => session.user$.getValue()?.clientId ?? '',
    dispose() {
      policy.dispose()
      loginChanged.remove()
      bridge.dispose()
      queryClient.clear()
    },
  }
}

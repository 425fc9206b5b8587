import {
  createApiClient,
  createPrivilegeCache,
  createRiskDisclosureStore,
  isApiFailure,
  isLoggedIn,
  type ApiClient,
  type ApiFailure,
  type KeyValueStorage,
  type PrivilegeCache,
  type Privilege,
  type RiskDisclosureStore,
  type UserInfo,
} from '@tougu/core'
import { createBridge, detectPlatform, type Bridge, type Platform } from '@tougu/bridge'
import { createClientStore, type ClientStore } from './clientStore.js'
import { createSessionStore, type SessionStore } from './sessionStore.js'

/** What `createAppServices` needs from the page. */
export interface AppServicesOptions {
  window: Window
  /** Persistent storage (the page's localStorage) for the session and risk-disclosure records. */
  storage: KeyValueStorage
  /** Origin the `/api/...` paths are appended to; `''` for the page's own origin. */
  baseUrl: string
  /** The clock, epoch ms. Default `Date.now`. */
  now?: () => number
  /** A ready-made bridge (tests); default `createBridge` on `window` with the WeChat share signer wired. */
  bridge?: Bridge
  /** Timeout of the main API client (default 10 s, spec §9). */
  timeoutMs?: number
}

/** Everything the screens use: API client, bridge, stores. One instance per page, made before the router. */
export interface AppServices {
  readonly window: Window
  readonly api: ApiClient
  readonly bridge: Bridge
  /** The user agent's platform category (spec §6), also sent as `basicInfo.platform`. */
  readonly platform: Platform
  readonly session: SessionStore
  readonly client: ClientStore
  /** The privilege list (spec §4): queried on first use, refreshed after 5 minutes or when forced. */
  readonly privileges: PrivilegeCache<Privilege>
  /** Risk-disclosure acknowledgements per user, item and day (spec §4). */
  readonly disclosures: RiskDisclosureStore
  readonly now: () => number
  /** Storage given at creation (search history and the like). */
  readonly storage: KeyValueStorage
  /** In-memory cache of loaded list pages by key, so going back restores the list and its scroll position. */
  readonly pageCache: Map<string, unknown>
  /**
   * Fetches the user without forcing login (native: bridge getUserInfo; elsewhere: GET /api/user/getUserInfo).
   * Concurrent calls share one request. Resolves the user or null; never rejects.
   */
  refreshUser: () => Promise<UserInfo | null>
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

function fromNative(
  user: {
    clientId: string
    cid: string
    phone: string
    token: string
    userName: string
    unionid?: string
    singleFlag?: string
  },
  platform: Platform,
): UserInfo {
  return { ...user, platform }
}

/**
 * Wires core (API client, stores) and the bridge for one page. Create it once, before the router starts
 * (the bridge captures the WeChat entry URL at creation).
 *
 * After a login (the session gains clientId and token) it forces a privilege refresh and, when no paper is
 * stored, fetches the type 2 follow-up paper; a paper found sets the show-paper flag (spec §4).
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
  const session = createSessionStore(options.storage)
  const client = createClientStore()

  const api = createApiClient({
    baseUrl: options.baseUrl,
    platform,
    getToken: () => session.user$.getValue()?.token,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  })

  const bridge =
    options.bridge ??
    createBridge({
      window: win,
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

  let userInFlight: Promise<UserInfo | null> | null = null
  async function fetchUser(): Promise<UserInfo | null> {
    if (bridge.environment === 'app') {
      try {
        const native = await bridge.getUserInfo({ forceLogin: false })
        session.setUser(native ? fromNative(native, platform) : null)
      } catch {
        // The native app could not answer (old version, not ready): keep the session we have.
      }
      return session.user$.getValue()
    }
    const token = session.user$.getValue()?.token
    const res = await api.user.getUserInfo()
    if (isApiFailure(res)) return session.user$.getValue()
    // data null: the token is unknown or revoked, so the stored session is over.
    session.setUser(res.data ? { ...res.data, token: res.data.token ?? token } : null)
    return session.user$.getValue()
  }

  async function loadFollowupPaper(): Promise<void> {
    if (client.state$.getValue().followupPaper) {
      client.patch({ showPaper: true })
      return
    }
    const res = await api.user.getFollowupPaper({ paperType: 2 })
    if (isApiFailure(res)) return
    const paper = res.list[0]
    if (paper && session.isLoggedIn()) client.patch({ followupPaper: paper, showPaper: true })
  }

  // The native app tells the page when the investor signs in or out (e.g. in another webview).
  const loginChanged = bridge.on('loginChanged', (event) => {
    session.setUser(event.loggedIn && event.userInfo ? fromNative(event.userInfo, platform) : null)
  })

  let lastUserId: string | undefined
  const subscription = session.user$.subscribe((user) => {
    const id = isLoggedIn(user) ? user?.clientId : undefined
    if (id === lastUserId) return
    lastUserId = id
    if (id) {
      void privileges.refresh({ force: true }).catch(() => undefined)
      void loadFollowupPaper()
    } else {
      client.patch({ followupPaper: null, showPaper: false })
      void privileges.refresh({ force: true }).catch(() => undefined)
    }
  })

  return {
    window: win,
    api,
    bridge,
    platform,
    session,
    client,
    privileges,
    disclosures,
    now,
    storage: options.storage,
    pageCache: new Map(),
    refreshUser() {
      userInFlight ??= fetchUser().finally(() => {
        userInFlight = null
      })
      return userInFlight
    },
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
      loginChanged.remove()
      privileges.dispose()
      bridge.dispose()
    },
  }
}

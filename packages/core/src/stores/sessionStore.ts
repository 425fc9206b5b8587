import { isLoggedIn, parseUserInfo } from '../model/userInfo.js'
import type { UserInfo } from '../model/userInfo.js'
import { isApiFailure } from '../api/apiErrors.js'
import type { ApiFailure } from '../api/apiErrors.js'
import type { StateStream } from '../streams/stateStream.js'
import type { KeyValueStorage } from '../disclosure/riskDisclosureStore.js'
import { createStateCell, shallowEqual } from '../streams/stateCell.js'

/** Texts of the session store (spec §8: login failure from the native app gives 登录失败). */
export const SESSION_MESSAGES = { loginFailed: '登录失败' } as const

/** Where the user info comes from in the native app: the bridge's get-user-info call (spec §7). */
export interface UserInfoBridge {
  getUserInfo(): Promise<unknown>
}

export interface SessionStoreOptions {
  /**
   * GET /api/user/getUserInfo without forcing login; usually `() => api.user.getUserInfo()`.
   * Used when no bridge is given (browser, WeChat).
   */
  fetchUserInfo?: () => Promise<{ data: UserInfo | null } | ApiFailure>
  /** In the native app, the user info comes from the bridge instead. */
  bridge?: UserInfoBridge
  /**
   * Signs the user in when an action needs it (native login through the bridge, or the browser's demo
   * login page) and resolves the signed-in user; resolves null or rejects when the user did not sign in.
   */
  login: () => Promise<unknown>
  /**
   * Keeps the user (with its token) across reloads, for the browser variant whose token comes from the
   * demo login; stored as JSON under `storageKey`. A corrupted entry reads as a visitor.
   */
  storage?: KeyValueStorage
  /** Defaults to `tougu.session`. */
  storageKey?: string
}

export interface SessionState {
  /** The known user; null for a visitor or before the first answer. */
  user: UserInfo | null
  /** `idle` before the first fetch, `loading` while one runs, `ready` after an answer, `error` after a failure. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The last failure's message (a fetch or a login), or null. */
  error: string | null
}

export interface SessionStore {
  state$: StateStream<SessionState>
  /** The user, emitting only when its fields change. */
  user$: StateStream<UserInfo | null>
  /** Fetches the user info without forcing login; concurrent calls share one request. Never rejects. */
  refresh(): Promise<UserInfo | null>
  /** Resolves the signed-in user, signing in first when needed (one login at a time); null when that failed. */
  ensureLoggedIn(): Promise<UserInfo | null>
  /** Sets the user from elsewhere (e.g. a login-changed event of the bridge); null signs out. */
  setUser(user: UserInfo | null): void
  /** True when the current user has clientId and token (spec §6). */
  isLoggedIn(): boolean
  dispose(): void
}

function sameUser(a: UserInfo | null, b: UserInfo | null): boolean {
  return shallowEqual(a, b)
}

function restoreUser(storage: KeyValueStorage | undefined, key: string): UserInfo | null {
  if (!storage) return null
  try {
    const text = storage.getItem(key)
    if (!text) return null
    const parsed = parseUserInfo(JSON.parse(text))
    return parsed.ok ? parsed.value : null
  } catch {
    // Storage blocked or a corrupted record: start as a visitor rather than failing the app.
    return null
  }
}

/**
 * The server identifies the user by the token we sent and need not echo it: keep the known token when the
 * fetched user is the same client and comes without one.
 */
function keepToken(fetched: UserInfo | null, known: UserInfo | null): UserInfo | null {
  if (!fetched || fetched.token || !known?.token) return fetched
  if (fetched.clientId !== undefined && fetched.clientId !== known.clientId) return fetched
  return { ...fetched, token: known.token }
}

/**
 * The session store (spec §2 navigation, §3 user info): `user$` from the bridge (native app) or
 * /api/user/getUserInfo, refreshed before each navigation without forcing login, and a login only when
 * an action needs it.
 *
 * @example
 * const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => showLoginPage(), storage: localStorage })
 * void session.refresh() // before each navigation: never forces a login
 * async function buy() {
 *   const user = await session.ensureLoggedIn()
 *   if (!user) return toast(session.state$.getValue().error ?? '')
 * }
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const storageKey = options.storageKey ?? 'tougu.session'
  const restored = restoreUser(options.storage, storageKey)
  const state = createStateCell<SessionState>({ user: restored, status: 'idle', error: null })
  const user = createStateCell<UserInfo | null>(restored, sameUser)

  const persist = (next: UserInfo | null): void => {
    if (!options.storage) return
    try {
      if (next) options.storage.setItem(storageKey, JSON.stringify(next))
      else options.storage.removeItem(storageKey)
    } catch {
      // A refused write only loses the session across reloads; the in-memory session still works.
    }
  }

  const setState = (patch: Partial<SessionState>): void => {
    const current = state.get()
    const given = 'user' in patch ? (patch.user ?? null) : current.user
    const nextUser = sameUser(given, current.user) ? current.user : given
    state.set({ ...current, ...patch, user: nextUser })
    if (user.set(nextUser)) persist(nextUser)
  }

  async function readUser(): Promise<{ ok: true; user: UserInfo | null } | { ok: false; message: string }> {
    if (options.bridge) {
      let raw: unknown
      try {
        raw = await options.bridge.getUserInfo()
      } catch (error) {
        return { ok: false, message: error instanceof Error && error.message ? error.message : SESSION_MESSAGES.loginFailed }
      }
      if (raw === null || raw === undefined) return { ok: true, user: null }
      const parsed = parseUserInfo(raw)
      return parsed.ok ? { ok: true, user: parsed.value } : { ok: false, message: parsed.error }
    }
    if (!options.fetchUserInfo) return { ok: true, user: null }
    const res = await options.fetchUserInfo()
    if (isApiFailure(res)) return { ok: false, message: res.message }
    return { ok: true, user: res.data }
  }

  // Counts every change of user made outside refresh (setUser, a login). A refresh remembers the count it
  // started under: when it changed meanwhile, its answer describes an older session (the previous investor,
  // or one who signed out) and must not overwrite the newer user.
  let userVersion = 0
  const replaceUser = (patch: Partial<SessionState>): void => {
    userVersion += 1
    setState(patch)
  }

  let inflight: { version: number; promise: Promise<UserInfo | null> } | null = null
  function refresh(): Promise<UserInfo | null> {
    // A refresh asked after a user change never shares the request that began before it.
    if (inflight?.version === userVersion) return inflight.promise
    const version = userVersion
    setState({ status: 'loading' })
    const promise = readUser()
      .then((result) => {
        if (version !== userVersion) return state.get().user
        // A failed fetch keeps the user we knew: one flaky request must not sign anybody out.
        if (result.ok) setState({ user: keepToken(result.user, state.get().user), status: 'ready', error: null })
        else setState({ status: 'error', error: result.message })
        return state.get().user
      })
      .finally(() => {
        if (inflight?.promise === promise) inflight = null
      })
    inflight = { version, promise }
    return promise
  }

  let loggingIn: Promise<UserInfo | null> | null = null
  function ensureLoggedIn(): Promise<UserInfo | null> {
    const known = state.get().user
    if (isLoggedIn(known)) return Promise.resolve(known)
    if (loggingIn) return loggingIn
    loggingIn = (async () => {
      let raw: unknown
      try {
        raw = await options.login()
      } catch {
        raw = null
      }
      const parsed = raw === null || raw === undefined ? null : parseUserInfo(raw)
      const signedIn = parsed?.ok ? parsed.value : null
      if (!isLoggedIn(signedIn)) {
        setState({ error: SESSION_MESSAGES.loginFailed })
        return null
      }
      replaceUser({ user: signedIn, status: 'ready', error: null })
      return state.get().user
    })().finally(() => {
      loggingIn = null
    })
    return loggingIn
  }

  return {
    state$: state.stream,
    user$: user.stream,
    refresh,
    ensureLoggedIn,
    setUser: (next) => replaceUser({ user: next, status: 'ready', error: null }),
    isLoggedIn: () => isLoggedIn(state.get().user),
    dispose() {
      state.complete()
      user.complete()
    },
  }
}

import { isLoggedIn } from '../model/userInfo.js'
import { PAPER_TYPES } from '../model/followupPaper.js'
import type { FollowupPaper } from '../model/followupPaper.js'
import { isApiFailure } from '../api/apiErrors.js'
import type { ApiFailure } from '../api/apiErrors.js'
import type { ClientStore } from './clientStore.js'
import type { SessionStore } from './sessionStore.js'

export interface FollowupPaperLoaderOptions {
  session: Pick<SessionStore, 'user$'>
  clientStore: Pick<ClientStore, 'getValue' | 'setFollowupPaper'>
  /** GET /api/user/getFollowupPaper; usually `(req) => api.user.getFollowupPaper(req)`. */
  getFollowupPaper: (request: { paperType: 2 }) => Promise<{ list: FollowupPaper[] } | ApiFailure>
  /** True inside the firm's native app: by default only there is the type 2 paper fetched after login (spec §4). */
  isNativeApp: () => boolean
  /**
   * Also fetch after a login outside the native app (browsers, WeChat). Default false, as spec §4 says.
   * A deployment whose investors sign in in browsers sets it, e.g. the reference app with the demo login of
   * `examples/api-server` (docs/decisions.md app-8).
   *
   * @example
   * startFollowupPaperLoader({ session, clientStore, getFollowupPaper, isNativeApp: () => false, outsideNativeApp: true })
   */
  outsideNativeApp?: boolean
  /** Called with a failed fetch (e.g. to log it); the next login tries again. */
  onError?: (failure: ApiFailure) => void
}

export interface FollowupPaperLoader {
  /** Resolves when the fetch started by the latest login (if any) has settled. */
  settled(): Promise<void>
  dispose(): void
}

/**
 * After login in the native app (or anywhere, with `outsideNativeApp`), fetches a type 2 follow-up paper if
 * none is stored (spec §4) and puts it in the client store, which raises the show-paper flag of the root
 * overlay. A login is the session becoming signed in, or another investor signing in without a sign-out in
 * between (clear the previous investor's paper first, e.g. with `clientStore.clearUserData()` in an earlier
 * `user$` subscription). A paper answered after its investor signed out (or was replaced) is dropped.
 *
 * @example
 * const loader = startFollowupPaperLoader({
 *   session, clientStore, isNativeApp: () => bridge.platform.isApp,
 *   getFollowupPaper: (req) => api.user.getFollowupPaper(req),
 * })
 */
export function startFollowupPaperLoader(options: FollowupPaperLoaderOptions): FollowupPaperLoader {
  let pending: Promise<void> = Promise.resolve()
  let fetchingFor: string | undefined
  /** The signed-in investor's clientId ('' when signed in without one); undefined while signed out. */
  let signedInAs: string | undefined

  const load = async (investor: string): Promise<void> => {
    fetchingFor = investor
    try {
      const res = await options.getFollowupPaper({ paperType: PAPER_TYPES.afterLogin })
      if (isApiFailure(res)) {
        options.onError?.(res)
        return
      }
      const paper = res.list.find((p) => p.type === PAPER_TYPES.afterLogin)
      // The paper belongs to the investor it was fetched for: stored after a sign-out it would be offered to the
      // next one (and would stop their own fetch).
      if (signedInAs !== investor) return
      // A paper stored meanwhile (e.g. by another tab's answer flow) wins; never overwrite answers in progress.
      if (paper && options.clientStore.getValue().followupPaper === null) options.clientStore.setFollowupPaper(paper)
    } finally {
      if (fetchingFor === investor) fetchingFor = undefined
    }
  }

  const subscription = options.session.user$.subscribe((user) => {
    const investor = isLoggedIn(user) ? (user?.clientId ?? '') : undefined
    const justLoggedIn = investor !== undefined && investor !== signedInAs
    signedInAs = investor
    if (!justLoggedIn || fetchingFor === investor) return
    if (!options.isNativeApp() && !options.outsideNativeApp) return
    if (options.clientStore.getValue().followupPaper !== null) return
    pending = load(investor)
  })

  return {
    settled: () => pending,
    dispose: () => subscription.unsubscribe(),
  }
}

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
  /** True inside the firm's native app: only there is the type 2 paper fetched after login (spec §4). */
  isNativeApp: () => boolean
  /** Called with a failed fetch (e.g. to log it); the next login tries again. */
  onError?: (failure: ApiFailure) => void
}

export interface FollowupPaperLoader {
  /** Resolves when the fetch started by the latest login (if any) has settled. */
  settled(): Promise<void>
  dispose(): void
}

/**
 * After login in the native app, fetches a type 2 follow-up paper if none is stored (spec §4) and puts it
 * in the client store, which raises the show-paper flag of the root overlay.
 *
 * @example
 * const loader = startFollowupPaperLoader({
 *   session, clientStore, isNativeApp: () => bridge.platform.isApp,
 *   getFollowupPaper: (req) => api.user.getFollowupPaper(req),
 * })
 */
export function startFollowupPaperLoader(options: FollowupPaperLoaderOptions): FollowupPaperLoader {
  let pending: Promise<void> = Promise.resolve()
  let fetching = false
  let wasLoggedIn = false

  const load = async (): Promise<void> => {
    fetching = true
    try {
      const res = await options.getFollowupPaper({ paperType: PAPER_TYPES.afterLogin })
      if (isApiFailure(res)) {
        options.onError?.(res)
        return
      }
      const paper = res.list.find((p) => p.type === PAPER_TYPES.afterLogin)
      // A paper stored meanwhile (e.g. by another tab's answer flow) wins; never overwrite answers in progress.
      if (paper && options.clientStore.getValue().followupPaper === null) options.clientStore.setFollowupPaper(paper)
    } finally {
      fetching = false
    }
  }

  const subscription = options.session.user$.subscribe((user) => {
    const loggedIn = isLoggedIn(user)
    const justLoggedIn = loggedIn && !wasLoggedIn
    wasLoggedIn = loggedIn
    if (!justLoggedIn || fetching || !options.isNativeApp()) return
    if (options.clientStore.getValue().followupPaper !== null) return
    pending = load()
  })

  return {
    settled: () => pending,
    dispose: () => subscription.unsubscribe(),
  }
}

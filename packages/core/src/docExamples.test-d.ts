// The @example blocks of public JSDoc, type-checked (`tsc -p tsconfig.json` checks src/**). Each block below
// `// @example <file> <function>` is the function's JSDoc example verbatim; tooling/docExamples.test.ts fails
// when the two differ, so an example cannot drift from the API it shows.
import { createFollowupSession, createSessionStore, type ApiClient, type ClientStore, type FollowupPaper, type FollowupView } from './index.js'

declare const api: ApiClient
declare const clientStore: ClientStore
declare const paper: FollowupPaper
declare const userName: string
declare const cid: string
declare const productName: string | undefined
declare function render(view: FollowupView): void
declare function onDone(result: number | null): void
declare function showLoginPage(): Promise<unknown>
declare function toast(text: string): void
declare const localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void }

// @example packages/core/src/followup/followupSession.ts createFollowupSession
export async function createFollowupSessionExample() {
  const session = createFollowupSession(paper, { userName, fundAccount: cid, productName }, {
    submit: (submission) => api.user.submitFollowupPaper(submission),
    clearStoredPaper: () => clientStore.setFollowupPaper(null),
    hideOverlay: () => clientStore.update({ showFollowupPaper: false }),
  })
  // React: const view = useObservable(session.state$, (s) => s.view), the session created in an effect
  const subscription = session.state$.subscribe((state) => render(state.view))
  session.toggleOption(1, 2) // option 2 of question 1 tapped; text typed: session.answer(no, text)
  const outcome = await session.submit() // never rejects
  if (outcome.ok && paper.type === 1) onDone(outcome.value)
  subscription.unsubscribe()
  session.dispose() // when the dialog closes
}

// @example packages/core/src/stores/sessionStore.ts createSessionStore
export function createSessionStoreExample() {
  const session = createSessionStore({ fetchUserInfo: () => api.user.getUserInfo(), login: () => showLoginPage(), storage: localStorage })
  void session.refresh() // before each navigation: never forces a login
  async function buy() {
    const user = await session.ensureLoggedIn()
    if (!user) return toast(session.state$.getValue().error ?? '')
  }
  return buy
}

import { BehaviorSubject } from 'rxjs'
import { isLoggedIn, parseUserInfo, type KeyValueStorage, type StateStream, type UserInfo } from '@tougu/core'

/** The signed-in user (spec §3 user info), persisted so a reload keeps the browser session. */
export interface SessionStore {
  /** The current user, or null for a visitor. Emits only on change. */
  user$: StateStream<UserInfo | null>
  /** Replaces the session (after a login, or when the native app / server reports the user). */
  setUser(user: UserInfo | null): void
  /** True when clientId and token are present. */
  isLoggedIn(): boolean
}

const SESSION_KEY = 'tougu.session'

function sameUser(a: UserInfo | null, b: UserInfo | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof UserInfo>
  return [...keys].every((k) => a[k] === b[k])
}

function restore(storage: KeyValueStorage): UserInfo | null {
  try {
    const raw = storage.getItem(SESSION_KEY)
    if (!raw) return null
    const parsed = parseUserInfo(JSON.parse(raw))
    return parsed.ok ? parsed.value : null
  } catch {
    // Storage blocked or a corrupted record: start as a visitor rather than failing the app.
    return null
  }
}

/**
 * The session store of the app: a hot stream of the user with a synchronous current value, restored from
 * and written to `storage` under `tougu.session`.
 *
 * @example
 * const session = createSessionStore(window.localStorage)
 * session.setUser({ clientId: '1001', token: 'abc…' })
 * session.user$.getValue()?.clientId // '1001'
 */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const subject = new BehaviorSubject<UserInfo | null>(restore(storage))
  const user$ = Object.assign(subject.asObservable(), { getValue: () => subject.getValue() })
  return {
    user$,
    setUser(user) {
      if (sameUser(subject.getValue(), user)) return
      try {
        if (user) storage.setItem(SESSION_KEY, JSON.stringify(user))
        else storage.removeItem(SESSION_KEY)
      } catch {
        // A refused write only loses persistence across reloads; the in-memory session still works.
      }
      subject.next(user)
    },
    isLoggedIn: () => isLoggedIn(subject.getValue()),
  }
}

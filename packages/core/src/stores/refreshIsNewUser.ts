import type { NewUserState } from './clientStore.js'
import { isApiFailure } from '../api/apiErrors.js'
import type { ApiFailure } from '../api/apiErrors.js'
import type { ClientStore } from './clientStore.js'

export interface RefreshIsNewUserDeps {
  /** The ownership check; usually `() => api.hasAnyOrder()` (status list 80…220, size 1). */
  hasAnyOrder: () => Promise<boolean | ApiFailure>
  clientStore: Pick<ClientStore, 'update'>
}

/**
 * Sets the client store's `isNewUser` from the ownership check (spec §3, §4): 1 has orders, 0 none, and -1
 * (unknown) when the check failed, so a later call can try again. Resolves the value it stored.
 *
 * @example
 * session.user$.subscribe((u) => isLoggedIn(u) && void refreshIsNewUser({ hasAnyOrder: () => api.hasAnyOrder(), clientStore }))
 */
export async function refreshIsNewUser(deps: RefreshIsNewUserDeps): Promise<NewUserState> {
  const res = await deps.hasAnyOrder()
  const value: NewUserState = isApiFailure(res) ? -1 : res ? 1 : 0
  deps.clientStore.update({ isNewUser: value })
  return value
}

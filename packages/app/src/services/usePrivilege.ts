import { useCallback, useEffect } from 'react'
import { useObservable } from '@tougu/react-ui'
import type { Privilege } from '@tougu/core'
import { useServices } from './AppServicesProvider.js'
import type { ApiQuery } from './useApiQuery.js'

/**
 * Whether the signed-in investor holds the product (paid content unlocked), from the privilege cache;
 * re-renders when the list changes. Null or empty product ids are never unlocked.
 * @example const owned = useHasPrivilege(pkg.id)
 */
export function useHasPrivilege(productId: string | null | undefined): boolean {
  const { privileges } = useServices()
  const select = useCallback(
    (list: readonly Privilege[]) => !!productId && list.some((p) => p.productId === productId),
    [productId],
  )
  return useObservable(privileges.privileges$, select)
}

/**
 * Paid content (a detail the server answers `locked` to non-holders): whether the investor holds the product,
 * and when the privilege arrives (login, purchase) after the detail was fetched locked, the detail is fetched
 * again so the content shows without a reload.
 * @example const held = useUnlockOnPrivilege(id, detail); {detail.locked || !held ? <LockedNotice …/> : content}
 */
export function useUnlockOnPrivilege(productId: string, detail: ApiQuery<{ data: { locked: boolean } }>): boolean {
  const held = useHasPrivilege(productId)
  const serverLocked = detail.data?.data.locked ?? false
  const { refresh } = detail
  useEffect(() => {
    if (held && serverLocked) void refresh()
  }, [held, serverLocked, refresh])
  return held
}

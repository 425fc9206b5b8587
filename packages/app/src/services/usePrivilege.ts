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
 * Paid content (a detail the server answers `locked` to non-holders). The server is the authority on the
 * content: the page shows it exactly when the detail is not `locked`. The privilege list only decides what
 * the page offers (订阅 or 已订阅), and when a privilege of the detail's product arrives (login, purchase)
 * after the detail was fetched locked, the detail is fetched again so the content shows without a reload
 * (decision app-product-2). Returns whether the investor holds the product per the privilege list.
 * @example const held = useUnlockOnPrivilege(detail); {detail.data.locked ? <LockedNotice …/> : content}
 */
export function useUnlockOnPrivilege(detail: ApiQuery<{ data: { locked: boolean; productId: string | null } }>): boolean {
  const held = useHasPrivilege(detail.data?.data.productId)
  const serverLocked = detail.data?.data.locked ?? false
  const { refresh } = detail
  useEffect(() => {
    if (held && serverLocked) void refresh()
  }, [held, serverLocked, refresh])
  return held
}

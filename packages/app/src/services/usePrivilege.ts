import { useCallback } from 'react'
import { useObservable } from '@tougu/react-ui'
import type { Privilege } from '@tougu/core'
import { useServices } from './AppServicesProvider.js'

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

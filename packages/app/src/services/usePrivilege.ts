import { useCallback, useEffect } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Privilege } from '@tougu/core'
import { useServices } from './AppServicesProvider.js'
import { privilegeQuery } from './privileges.js'
import { useInvestorId, type ApiQuery } from './useApiQuery.js'

const whole = (list: readonly Privilege[]) => list

/**
 * The signed-in investor's privilege list (spec §4) through its query (services/privileges.ts), optionally narrowed by
 * `select` (keep it stable, e.g. `useCallback`: the screen re-renders only when the selected value changes). Asked on
 * first use, again when shown after 5 minutes, refetched by the mutations that change it. Never another investor's:
 * the key carries the investor, so after a switch `data` is undefined until the new list arrives.
 * @example const list = usePrivileges().data ?? []
 */
export function usePrivileges(): UseQueryResult<readonly Privilege[]>
export function usePrivileges<T>(select: (list: readonly Privilege[]) => T): UseQueryResult<T>
export function usePrivileges<T>(select?: (list: readonly Privilege[]) => T): UseQueryResult<T | readonly Privilege[]> {
  const services = useServices()
  const investor = useInvestorId()
  return useQuery(privilegeQuery<T | readonly Privilege[]>(services, investor, select ?? whole), services.queryClient)
}

/**
 * Whether the signed-in investor holds the product (paid content unlocked), from the privilege list; re-renders when
 * that answer changes. Null or empty product ids are never unlocked; nothing is held before the list arrived.
 * @example const owned = useHasPrivilege(pkg.id)
 */
export function useHasPrivilege(productId: string | null | undefined): boolean {
  const select = useCallback((list: readonly Privilege[]) => !!productId && list.some((p) => p.productId === productId), [productId])
  return usePrivileges(select).data ?? false
}

/**
 * The investor's privilege of a product (the service that ends last, with its days), or null when not held.
 * @example const held = useHeldService('PKG10') // { productId: 'PKG10', endDate: '2026-12-01', … } or null
 */
export function useHeldService(productId: string): Privilege | null {
  const select = useCallback((list: readonly Privilege[]) => list.find((p) => p.productId === productId) ?? null, [productId])
  return usePrivileges(select).data ?? null
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

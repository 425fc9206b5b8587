import { useCallback } from 'react'
import { useLocation } from './router.js'
import { subscribePath } from './contentRoutes.js'
import { useAppNavigate } from './useAppNavigate.js'

/**
 * Starts subscribing to a product from the page the investor is on: the signing flow carries this page as
 * its return target, so the result page offers the way back to the content, now unlocked.
 * @example const subscribe = useSubscribe(); <Button onClick={() => subscribe(tips.productId)}>立即订阅</Button>
 */
export function useSubscribe(): (productId: string, extraQuery?: string) => void {
  const go = useAppNavigate()
  const { pathname, search } = useLocation()
  return useCallback(
    (productId: string, extraQuery = '') => go(`${subscribePath(productId, `${pathname}${search}`)}${extraQuery}`),
    [go, pathname, search],
  )
}

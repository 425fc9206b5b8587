import { useCallback } from 'react'
import { useHref, useNavigate } from './router.js'
import { routeMetaFor } from '../routes/routeMeta.js'
import { useServices } from '../services/index.js'

export interface AppNavigateOptions {
  /** Stay in this webview even inside the native app (tabs, filters, redirects). */
  stay?: boolean
  replace?: boolean
}

/** Opens an app route: `'/live/detail?id=3'` (router path, without the base). */
export type AppNavigate = (to: string, options?: AppNavigateOptions) => void

/**
 * Navigation of spec §2: inside the native app (outside WeChat) a route opens in a new webview, with the
 * full URL and the route's title, unless `{ stay: true }`; elsewhere it is an ordinary router navigation.
 *
 * @example
 * const go = useAppNavigate()
 * go(`/tougu/home?id=${adviser.id}`)          // new webview in the app
 * go('/view/list?tab=hot', { stay: true })     // same webview
 */
export function useAppNavigate(): AppNavigate {
  const { bridge, window: win } = useServices()
  const navigate = useNavigate()
  const basename = useHref('/').replace(/\/+$/, '')
  return useCallback(
    (to, options = {}) => {
      if (bridge.environment === 'app' && !options.stay) {
        const url = new URL(`${basename}${to}`, win.location.origin).href
        const title = routeMetaFor(to.split(/[?#]/)[0] ?? to).title
        void bridge.openWebview({ url, title, newWindow: true }).catch((error: unknown) => {
          // An app that cannot open webviews still lets the investor in, in this webview.
          console.warn('[tougu] openWebview failed:', error instanceof Error ? error.message : error)
          void navigate(to, { replace: options.replace ?? false })
        })
        return
      }
      void navigate(to, { replace: options.replace ?? false })
    },
    [basename, bridge, navigate, win],
  )
}

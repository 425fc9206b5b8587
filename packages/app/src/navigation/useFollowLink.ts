import { useCallback } from 'react'
import { followableLink } from '@tougu/core'
import { useServices } from '../services/index.js'
import { useAppNavigate, type AppNavigateOptions } from './useAppNavigate.js'

/** Follows a link from data; false when the link is not one the app follows (nothing happens then). */
export type FollowLink = (link: string | null | undefined, options?: AppNavigateOptions) => boolean

/**
 * Opens a link that came from server data (banner, activity, agreement) by core's `followableLink` rule: an app
 * route opens like any route (a new webview in the native app), an http(s) URL replaces the page, and anything
 * else (`javascript:`, `data:`, `//host`…) is not followed: a stored script must never run on a tap.
 * @example
 * const follow = useFollowLink()
 * <button onClick={() => follow(banner.link)}>…</button>
 */
export function useFollowLink(): FollowLink {
  const go = useAppNavigate()
  const { window: win } = useServices()
  return useCallback(
    (link, options) => {
      const target = followableLink(link)
      if (!target) {
        // An item without a link is ordinary data; a link that is not followed is worth a trace.
        if (link?.trim()) console.warn('[tougu] link not followed (only app routes and http(s) URLs are):', JSON.stringify(link))
        return false
      }
      if (target.kind === 'route') go(target.path, options)
      else win.location.assign(target.url)
      return true
    },
    [go, win],
  )
}

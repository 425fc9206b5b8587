import { useEffect, useRef } from 'react'
import { useServices } from '../services/index.js'

/** The native menu's share item (decision wave2-reach19-2). */
export const SHARE_MENU_ITEM = { id: 'share', text: '分享', icon: 'share' } as const

/**
 * Puts 分享 in the native app's menu while a shareable page is shown (bridge setMenu), and calls `onShare`
 * when it is tapped (the menuTap event). The menu is emptied when the page goes. Does nothing outside the
 * app (WeChat shares from its own menu, set by the navigation hooks) or while `enabled` is false.
 * @example useShareMenu(() => go(`/view/share?id=${id}`), !!id)
 */
export function useShareMenu(onShare: () => void, enabled = true): void {
  const { bridge } = useServices()
  const latest = useRef(onShare)
  latest.current = onShare
  useEffect(() => {
    if (!enabled || bridge.environment !== 'app') return
    let live = true
    const tap = bridge.on('menuTap', ({ id }) => {
      if (live && id === SHARE_MENU_ITEM.id) latest.current()
    })
    void bridge
      .ready()
      .then(() => (live && bridge.isAvailable('setMenu') ? bridge.setMenu({ items: [{ ...SHARE_MENU_ITEM }] }) : undefined))
      .catch((e: unknown) => console.warn('[tougu] setMenu failed:', e))
    return () => {
      live = false
      tap.remove()
      if (bridge.isAvailable('setMenu')) void bridge.setMenu({ items: [] }).catch(() => undefined)
    }
  }, [bridge, enabled])
}

import { useHref, useLocation, useNavigate } from '../navigation/router.js'
import { TabBar, type TabBarItem } from '@tougu/react-ui'
import { appMessages } from '../messages.js'
import { useServices } from '../services/index.js'

const t = appMessages.tabBar

// Line icons drawn inline (a few hundred bytes): an icon font or antd-mobile-icons would weigh on home's JS.
const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
)

/** The tabs and the routes they open: the places an investor returns to (decision wave2-reach-1). */
const TABS = [
  { key: '/index', title: t.home, icon: icon('M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10') },
  { key: '/view/list', title: t.opinions, icon: icon('M5 4h14v16H5zM8 9h8M8 13h8M8 17h5') },
  { key: '/tips/atList', title: t.activities, icon: icon('M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0') },
  { key: '/usercenter/index', title: t.mine, icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6') },
] as const

function useTabHrefs(): TabBarItem[] {
  // One hook call per tab, in a fixed order (the list is a constant).
  const hrefs = [useHref(TABS[0].key), useHref(TABS[1].key), useHref(TABS[2].key), useHref(TABS[3].key)]
  return TABS.map((tab, i) => ({ key: tab.key, title: tab.title, icon: tab.icon, href: hrefs[i] ?? tab.key }))
}

/**
 * The bottom tab bar of the browser and WeChat (首页 / 观点 / 活动 / 我的), on those four pages only. Inside the
 * native app the shell draws its own tabs, so the H5 shows none there.
 * @example <Outlet /><AppTabBar />
 */
export function AppTabBar() {
  const { bridge } = useServices()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const items = useTabHrefs()
  const active = TABS.find((tab) => tab.key === pathname)
  if (bridge.environment === 'app' || !active) return null
  return (
    <>
      {/* Keeps the page's last rows above the fixed bar. */}
      <div aria-hidden="true" style={{ height: 'calc(51px + env(safe-area-inset-bottom, 0px))' }} />
      <TabBar items={items} activeKey={active.key} label={t.label} onChange={(key) => key !== pathname && void navigate(key)} />
    </>
  )
}

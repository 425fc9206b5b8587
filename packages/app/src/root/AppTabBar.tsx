import { useHref, useLocation, useNavigate } from '../navigation/router.js'
import { TabBar, type TabBarItem } from '@tougu/react-ui'
import { appMessages } from '../messages.js'
import { useServices } from '../services/index.js'
import './tabBarIcons.css'

const t = appMessages.tabBar

// The icons are antd-mobile-icons (one set with 我的 and the status blocks), drawn by the stylesheet as CSS masks of
// their SVG (tabBarIcons.css, written by scripts/gen-tab-icons.mjs, checked by tabBarIcons.test.tsx): no JavaScript on the home route for them,
// and there with the first paint (decision wave2-icons-1).
export const TAB_BAR_ICONS = ['home', 'opinions', 'activities', 'mine'] as const
const icon = (name: (typeof TAB_BAR_ICONS)[number]) => <i className={`tg-tab-glyph tg-tab-glyph-${name}`} />

/** The tabs and the routes they open: the places an investor returns to (decision wave2-reach-1). */
const TABS = [
  { key: '/index', title: t.home, icon: icon('home') },
  { key: '/view/list', title: t.opinions, icon: icon('opinions') },
  { key: '/tips/atList', title: t.activities, icon: icon('activities') },
  { key: '/usercenter/index', title: t.mine, icon: icon('mine') },
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

import Badge from 'antd-mobile/es/components/badge'
import AdmTabBar from 'antd-mobile/es/components/tab-bar'
import type { ReactNode } from 'react'

export interface TabBarItem {
  key: string
  title: string
  icon?: ReactNode
  /** Badge content (a count or a dot via `true`). */
  badge?: string | number | true
}

export interface TabBarProps {
  items: readonly TabBarItem[]
  activeKey: string
  onChange: (key: string) => void
}

/**
 * The bottom tab bar (e.g. 社区 / 我的): antd-mobile's TabBar in the house red.
 * @example <TabBar items={[{ key: 'home', title: '社区' }, { key: 'mine', title: '我的' }]} activeKey="home" onChange={go} />
 */
export function TabBar({ items, activeKey, onChange }: TabBarProps) {
  return (
    <nav className="tg-tab-bar" style={{ background: '#fff', borderTop: '1px solid var(--tg-color-border)' }}>
      <AdmTabBar activeKey={activeKey} onChange={onChange}>
        {items.map((item) => (
          <AdmTabBar.Item
            key={item.key}
            title={item.title}
            icon={item.icon}
            badge={item.badge === true ? Badge.dot : item.badge}
          />
        ))}
      </AdmTabBar>
    </nav>
  )
}

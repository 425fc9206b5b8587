import type { MouseEvent, ReactNode } from 'react'

export interface TabBarItem {
  key: string
  title: string
  icon?: ReactNode
  /** Badge content (a count or a dot via `true`). */
  badge?: string | number | true
  /** Makes the tab a real link (open in a new tab, screen readers announce a link); taps still go to `onChange`. */
  href?: string
}

export interface TabBarProps {
  items: readonly TabBarItem[]
  activeKey: string
  onChange: (key: string) => void
  /** The navigation landmark's name. */
  label?: string
}

function Badge({ badge }: { badge: TabBarItem['badge'] }) {
  if (badge === undefined) return null
  return badge === true ? (
    <span className="tg-tab-bar-badge tg-tab-bar-dot" aria-hidden="true" />
  ) : (
    <span className="tg-tab-bar-badge">{badge}</span>
  )
}

/**
 * The bottom tab bar (e.g. 社区 / 观点 / 活动 / 我的) in the house red: plain markup and the theme's CSS, no
 * antd-mobile, so it can sit on the home route without adding to its JS. The active tab carries
 * `aria-current="page"`.
 * @example <TabBar items={[{ key: 'home', title: '社区' }, { key: 'mine', title: '我的' }]} activeKey="home" onChange={go} />
 */
export function TabBar({ items, activeKey, onChange, label }: TabBarProps) {
  return (
    <nav className="tg-tab-bar" aria-label={label}>
      {items.map((item) => {
        const active = item.key === activeKey
        const content = (
          <>
            {item.icon && (
              <span className="tg-tab-bar-icon" aria-hidden="true">
                {item.icon}
              </span>
            )}
            <span className="tg-tab-bar-title">{item.title}</span>
            <Badge badge={item.badge} />
          </>
        )
        const className = active ? 'tg-tab-bar-item tg-tab-bar-active' : 'tg-tab-bar-item'
        if (item.href === undefined)
          return (
            <button key={item.key} type="button" className={className} aria-current={active ? 'page' : undefined} onClick={() => onChange(item.key)}>
              {content}
            </button>
          )
        const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
          // Modified clicks keep the browser's own behaviour (new tab, new window).
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
          e.preventDefault()
          onChange(item.key)
        }
        return (
          <a key={item.key} href={item.href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
            {content}
          </a>
        )
      })}
    </nav>
  )
}

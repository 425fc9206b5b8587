import type { MouseEvent } from 'react'

export interface EntryGridItem {
  key: string
  /** Two to four characters: the grid keeps every label on one line from 320 px wide. */
  label: string
  /** Where the entry leads (a real link: it can be opened, copied and read by a screen reader as a link). */
  href: string
  /** The picture's class: the app's stylesheet draws each entry's icon (no script for the icons). */
  iconClass: string
}

export interface EntryGridProps {
  items: readonly EntryGridItem[]
  /** What the grid is called for assistive technology, e.g. 产品与服务. */
  label: string
  /** A tap on an entry: the app navigates (its own router, or a new webview in the native app). */
  onOpen: (item: EntryGridItem, event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * The entry grid (金刚区) of a landing screen: every kind of product and service at a glance, five to a row, each an
 * icon over a short label, as the broker apps open their home pages.
 * @example <EntryGrid label="产品与服务" items={[{ key: 'tips', label: '锦囊', href: '/tougu/tips/list', iconClass: 'tg-entry-tips' }]} onOpen={(item, e) => { e.preventDefault(); go(item.key) }} />
 */
export function EntryGrid({ items, label, onOpen }: EntryGridProps) {
  return (
    <nav className="tg-entry-grid" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} onClick={(e) => onOpen(item, e)}>
              <i className={`tg-entry-icon ${item.iconClass}`} aria-hidden="true" />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { sortMenuOptions, type SortMenu as SortMenuCode } from '@tougu/core'
import { messages } from '../../messages.js'

export interface SortMenuProps {
  value: SortMenuCode
  onChange: (value: SortMenuCode) => void
}

/**
 * The product-list sort menu: 综合 / 销量 / 价格 / 胜率 (core's `SORT_MENUS`, spec §3).
 * @example <SortMenu value={sort} onChange={setSort} />
 */
export function SortMenu({ value, onChange }: SortMenuProps) {
  return (
    <div className="tg-sort-menu" role="toolbar" aria-label={messages.sortMenu}>
      {sortMenuOptions().map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

import { useEffect, useRef } from 'react'
import AdmSearchBar, { type SearchBarRef } from 'antd-mobile/es/components/search-bar'
import { messages } from '../../messages.js'

export interface SearchBarProps {
  value: string
  onChange: (value: string) => void
  /** Enter or the 搜索 button, with the trimmed text; empty text does not search. */
  onSearch: (keyword: string) => void
  placeholder?: string
  /** Puts the caret in the box when it appears (the search page opened with nothing searched yet). */
  autoFocus?: boolean
}

/**
 * The search bar of the search page: antd-mobile's SearchBar in the house style, with a 搜索 button.
 * @example <SearchBar value={q} onChange={setQ} onSearch={(k) => navigate(`/search?k=${k}`)} />
 */
export function SearchBar({
  value,
  onChange,
  onSearch,
  placeholder = messages.searchPlaceholder,
  autoFocus = false,
}: SearchBarProps) {
  const input = useRef<SearchBarRef>(null)
  useEffect(() => {
    if (autoFocus) input.current?.focus()
  }, [autoFocus])
  const submit = (text: string) => {
    const keyword = text.trim()
    if (keyword) onSearch(keyword)
  }
  return (
    <div className="tg-row tg-search-bar" role="search" style={{ padding: '8px 12px', background: '#fff' }}>
      <div style={{ flex: 1 }}>
        <AdmSearchBar
          ref={input}
          value={value}
          onChange={onChange}
          onSearch={submit}
          placeholder={placeholder}
          aria-label={placeholder}
          clearable={false}
        />
      </div>
      <button
        type="button"
        onClick={() => submit(value)}
        style={{ border: 0, background: 'none', color: 'var(--tg-color-primary-text)', fontSize: 15, minHeight: 44, padding: '0 4px' }}
      >
        {messages.search}
      </button>
    </div>
  )
}

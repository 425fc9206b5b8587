import { messages } from '../../messages.js'

export interface SearchEntryProps {
  /** Opens the search page (where the keyboard, the history and the results are). */
  onOpen: () => void
  placeholder?: string
}

/**
 * The search box of a landing screen: it looks like the search bar and opens the search page when tapped, the
 * way shopping and brokerage apps do. The landing screen carries no text input (lighter, and no keyboard popping
 * up over the content); the search page has the real `SearchBar` with the history.
 * @example <SearchEntry onOpen={() => navigate('/search')} />
 */
export function SearchEntry({ onOpen, placeholder = messages.searchPlaceholder }: SearchEntryProps) {
  return (
    <div className="tg-search-entry" role="search">
      <button type="button" onClick={onOpen} aria-label={placeholder}>
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="7" cy="7" r="5.2" />
          <path d="M11 11l3.5 3.5" strokeLinecap="round" />
        </svg>
        <span>{placeholder}</span>
      </button>
    </div>
  )
}

import type { KeyValueStorage } from '@tougu/core'

const KEY = 'tougu.searchHistory'
/** How many past keywords the search page keeps. */
export const SEARCH_HISTORY_SIZE = 10

/**
 * Past search keywords, newest first, kept in storage.
 * @example readSearchHistory(localStorage) // ['茅台', '张三']
 */
export function readSearchHistory(storage: KeyValueStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((k): k is string => typeof k === 'string').slice(0, SEARCH_HISTORY_SIZE)
      : []
  } catch {
    // A corrupted entry reads as no history rather than breaking the page.
    return []
  }
}

/**
 * Puts a keyword first (once), keeping at most SEARCH_HISTORY_SIZE; returns the new list.
 * @example rememberSearch(localStorage, '茅台')
 */
export function rememberSearch(storage: KeyValueStorage, keyword: string): string[] {
  const k = keyword.trim()
  if (!k) return readSearchHistory(storage)
  const next = [k, ...readSearchHistory(storage).filter((x) => x !== k)].slice(0, SEARCH_HISTORY_SIZE)
  try {
    storage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage refused: the search still runs, only the history is not kept.
  }
  return next
}

/** Forgets every keyword. @example clearSearchHistory(localStorage) */
export function clearSearchHistory(storage: KeyValueStorage): void {
  try {
    storage.removeItem(KEY)
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

export { SearchEntry } from './search-entry.js'
export type { SearchEntryProps } from './search-entry.js'

export { SearchBar } from './search-bar.js'
export type { SearchBarProps } from './search-bar.js'

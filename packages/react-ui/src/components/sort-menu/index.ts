export { SortMenu } from './sort-menu.js'
export type { SortMenuProps } from './sort-menu.js'

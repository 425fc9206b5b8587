export { MenuGroup, MenuRow } from './menu-row.js'
export type { MenuRowProps } from './menu-row.js'

export { EntryGrid } from './entry-grid.js'
export type { EntryGridItem, EntryGridProps } from './entry-grid.js'

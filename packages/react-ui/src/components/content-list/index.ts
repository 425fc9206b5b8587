export { ContentList } from './content-list.js'
export type { ContentListProps, ContentListStatus } from './content-list.js'

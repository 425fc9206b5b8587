export { RichContent, sanitizeHtml } from './rich-content.js'
export type { RichContentProps } from './rich-content.js'

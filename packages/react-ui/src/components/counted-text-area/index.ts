export { CountedTextArea } from './counted-text-area.js'
export type { CountedTextAreaProps } from './counted-text-area.js'

export { ProductRiskNote } from './product-risk-note.js'
export type { ProductRiskNoteProps, ProductRiskLevel } from './product-risk-note.js'

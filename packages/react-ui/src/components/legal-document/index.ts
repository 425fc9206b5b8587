export { LegalDocumentView } from './legal-document.js'
export type { LegalDocumentViewProps } from './legal-document.js'

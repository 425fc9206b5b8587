export { FirmNote } from './firm-note.js'
export type { FirmNoteProps } from './firm-note.js'

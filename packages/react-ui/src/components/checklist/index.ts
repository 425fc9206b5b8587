export { Checklist, toggleChecklist, selectAllState } from './checklist.js'
export type { ChecklistProps, ChecklistOption, ChecklistBounds, SelectAllState } from './checklist.js'

export { FollowupPaperDialog } from './followup-paper-dialog.js'
export type { FollowupPaperDialogProps } from './followup-paper-dialog.js'

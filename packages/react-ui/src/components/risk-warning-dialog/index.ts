export { RiskWarningDialog } from './risk-warning-dialog.js'
export type { RiskWarningDialogProps } from './risk-warning-dialog.js'

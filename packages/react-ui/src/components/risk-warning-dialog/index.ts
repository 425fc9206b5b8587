export { RiskWarningDialog } from './risk-warning-dialog.js'
export type { RiskWarningDialogProps } from './risk-warning-dialog.js'
export { openRiskWarningDialog } from './openRiskWarningDialog.js'
export type { RiskWarningDialogHandle } from './openRiskWarningDialog.js'

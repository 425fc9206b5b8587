// The risk warning dialog alone, for RiskWarningOnAdvice's lazy import: needed on advice pages only, not with the
// root view (the home route).
export { RiskWarningDialog } from '@tougu/react-ui'

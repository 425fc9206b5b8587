// The cancellation dialog and its toasts, loaded when the investor first asks to cancel: antd-mobile's Dialog and
// Toast bring its animation stack (react-spring, use-gesture), which the root view must not load up front.
export { CancellationDialog, showLoading, showToast } from '@tougu/react-ui'

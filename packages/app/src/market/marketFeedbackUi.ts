// The toast of a failed 去交易, for useGoToTrade's lazy import: react-ui's feedback helpers bring antd-mobile's Toast
// and its animation library, which the advice pages showing stock links (the opinion, a first screen) do not
// otherwise need (decision wave2-speed-10).
export { showToast } from '@tougu/react-ui'

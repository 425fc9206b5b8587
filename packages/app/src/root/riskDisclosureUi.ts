// The risk-disclosure prompt alone, for the root view's lazy import (an antd-mobile Dialog with its animation stack).
export { RiskDisclosurePrompt } from '@tougu/react-ui'

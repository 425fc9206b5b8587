export { RiskDisclosurePrompt } from './risk-disclosure-prompt.js'
export type { RiskDisclosurePromptProps, RiskDisclosureKind } from './risk-disclosure-prompt.js'

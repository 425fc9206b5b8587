export { StepIndicator } from './step-indicator.js'
export type { StepIndicatorProps } from './step-indicator.js'

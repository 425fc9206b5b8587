export { StatusIllustration } from './status-illustration.js'
export type { StatusIllustrationKind } from './status-illustration.js'

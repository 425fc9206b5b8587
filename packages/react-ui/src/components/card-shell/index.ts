export { CardShell } from './card-shell.js'
export type { CardShellProps } from './card-shell.js'

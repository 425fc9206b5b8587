export { AdviserCredentials } from './adviser-credentials.js'
export type { AdviserCredentialsProps } from './adviser-credentials.js'

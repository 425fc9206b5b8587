export { ErrorRetryBlock } from './error-retry-block.js'
export type { ErrorRetryBlockProps } from './error-retry-block.js'

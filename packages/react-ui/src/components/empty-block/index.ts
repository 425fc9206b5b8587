export { EmptyBlock } from './empty-block.js'
export type { EmptyBlockProps } from './empty-block.js'

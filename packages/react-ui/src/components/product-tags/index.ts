export { ProductTags } from './product-tags.js'
export type { ProductTag, ProductTagsProps } from './product-tags.js'

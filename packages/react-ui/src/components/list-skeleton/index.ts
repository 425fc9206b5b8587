export { ListSkeleton } from './list-skeleton.js'
export type { ListSkeletonProps } from './list-skeleton.js'

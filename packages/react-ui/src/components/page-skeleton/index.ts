export { PageSkeleton } from './page-skeleton.js'
export type { PageSkeletonProps } from './page-skeleton.js'

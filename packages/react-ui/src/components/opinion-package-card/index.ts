export { OpinionPackageCard } from './opinion-package-card.js'
export type { OpinionPackageCardProps } from './opinion-package-card.js'

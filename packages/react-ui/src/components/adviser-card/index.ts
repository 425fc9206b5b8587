export { AdviserCard } from './adviser-card.js'
export type { AdviserCardProps } from './adviser-card.js'

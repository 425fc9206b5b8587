export { OpinionCard } from './opinion-card.js'
export type { OpinionCardProps } from './opinion-card.js'

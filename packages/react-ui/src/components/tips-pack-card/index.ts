export { TipsPackCard } from './tips-pack-card.js'
export type { TipsPackCardProps } from './tips-pack-card.js'

export { AdviserTile } from './adviser-tile.js'
export type { AdviserTileProps } from './adviser-tile.js'

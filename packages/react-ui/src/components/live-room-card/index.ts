export { LiveRoomCard } from './live-room-card.js'
export type { LiveRoomCardProps, LiveRoomStatus } from './live-room-card.js'

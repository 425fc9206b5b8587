export { TrackRecordCard } from './track-record-card.js'
export type { TrackRecordCardProps } from './track-record-card.js'

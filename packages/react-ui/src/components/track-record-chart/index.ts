export { TrackRecordChart } from './track-record-chart.js'
export type { TrackRecordChartProps } from './track-record-chart.js'

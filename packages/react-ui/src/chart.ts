// `@tougu/react-ui/chart`: the components that draw with uPlot, apart from the main entry so an app can load
// them (and uPlot, ~23 kB gzip) only on the routes that show a chart, as their own chunk.
export { TrackRecordChart } from './components/track-record-chart/index.js'
export type { TrackRecordChartProps } from './components/track-record-chart/index.js'

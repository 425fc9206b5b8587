// The browser's pull-to-refresh control with its gesture and animation libraries (~21 kB brotli): a chunk of its own,
// which PagedListView loads once its list has painted (decision wave2-speed-8), not before the list can show.
export { PullToRefresh } from 'antd-mobile'

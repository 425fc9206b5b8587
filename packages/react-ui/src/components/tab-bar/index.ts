export { TabBar } from './tab-bar.js'
export type { TabBarProps, TabBarItem } from './tab-bar.js'

export {
  createNavigationHooks,
  navigationListener,
  showPageTitle,
  withoutBasename,
  TOP_BAR_COLOR,
  TOP_BAR_TITLE_COLOR,
} from './navigationHooks.js'
export type { NavigationHooks } from './navigationHooks.js'
export { useAppNavigate } from './useAppNavigate.js'
export type { AppNavigate, AppNavigateOptions } from './useAppNavigate.js'
export { AppLink } from './AppLink.js'
export type { AppLinkProps } from './AppLink.js'
export { useNativePullRefresh } from './useNativePullRefresh.js'
export { useFollowLink } from './useFollowLink.js'
export type { FollowLink } from './useFollowLink.js'
export { adviserHomePath, contentExit, contentPath, readingPath, subscribePath, safeReturnTo } from './contentRoutes.js'
export { useSubscribe } from './useSubscribe.js'

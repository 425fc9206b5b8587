import { Navigate, RouteOutlet, useLocation } from '../navigation/router.js'
import { missingParamRedirect } from '../routes/routeMeta.js'
import { useSignFlowHistoryGuard } from '../navigation/useSignFlowHistory.js'
import { AppTabBar } from './AppTabBar.js'
import { CancellationProvider } from './CancellationProvider.js'
import { FollowupOverlay } from './FollowupOverlay.js'
import { RiskDisclosureProvider } from './RiskDisclosureProvider.js'
import { RiskWarningOnAdvice } from './RiskWarningOnAdvice.js'
import { RouteError } from './RouteError.js'

/**
 * The root view (spec §2): the router outlet, with the root dialogs above it (the type 2 follow-up overlay, risk
 * disclosure, the daily risk warning on advice pages, cancellation on demand) and the browser's tab bar. The outlet
 * restores the scroll position on the way back, so going back lands where the list was left.
 * @example <AppRouter basename="/tougu" table={routeTable}><RootLayout /></AppRouter>
 */
export function RootLayout() {
  return (
    <RiskDisclosureProvider>
      <CancellationProvider>
        <ScreenOrFallback />
        <AppTabBar />
        <FollowupOverlay />
        <RiskWarningOnAdvice />
      </CancellationProvider>
    </RiskDisclosureProvider>
  )
}

/**
 * The screen, unless its route's required parameter is missing (routeMeta.ts `requires`): then the list the
 * screen belongs to, replacing the broken address, instead of a request error. `{base}/` goes on to `{base}/index`.
 * Nothing while the history moves past the pages of a finished signing flow (decision wave3-journey-5).
 */
function ScreenOrFallback() {
  const moving = useSignFlowHistoryGuard()
  const { pathname, search } = useLocation()
  if (moving) return null
  const fallback = pathname === '/' ? '/index' : missingParamRedirect(pathname, search)
  return fallback ? <Navigate to={fallback} replace /> : <RouteOutlet error={renderRouteError} />
}

const renderRouteError = (error: unknown) => <RouteError error={error} />

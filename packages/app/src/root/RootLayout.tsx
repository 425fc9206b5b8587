import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router'
import { missingParamRedirect } from '../routes/routeMeta.js'
import { AppTabBar } from './AppTabBar.js'
import { CancellationProvider } from './CancellationProvider.js'
import { FollowupOverlay } from './FollowupOverlay.js'
import { RiskDisclosureProvider } from './RiskDisclosureProvider.js'
import { RiskWarningOnAdvice } from './RiskWarningOnAdvice.js'

/**
 * The root view (spec §2): the router outlet, with the root dialogs above it (the type 2 follow-up overlay, risk
 * disclosure, the daily risk warning on advice pages, cancellation on demand), the browser's tab bar, and scroll restoration so going back lands where the list was left.
 * @example { element: <RootLayout />, children: routes }
 */
export function RootLayout() {
  return (
    <RiskDisclosureProvider>
      <CancellationProvider>
        <ScreenOrFallback />
        <AppTabBar />
        <FollowupOverlay />
        <RiskWarningOnAdvice />
        <ScrollRestoration />
      </CancellationProvider>
    </RiskDisclosureProvider>
  )
}

/**
 * The screen, unless its route's required parameter is missing (routeMeta.ts `requires`): then the list the
 * screen belongs to, replacing the broken address, instead of a request error.
 */
function ScreenOrFallback() {
  const { pathname, search } = useLocation()
  const fallback = missingParamRedirect(pathname, search)
  return fallback ? <Navigate to={fallback} replace /> : <Outlet />
}

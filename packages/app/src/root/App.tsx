import { AppRouter, ScreenBoundary, type AppLocation } from '../navigation/router.js'
import { routeTable } from '../routes/routes.js'
import { RootLayout } from './RootLayout.js'
import { RouteError } from './RouteError.js'

export interface AppProps {
  /** The router's base: '/tougu', or '/tougu/wx' under the WeChat variant (routes/basePath.ts). */
  basename: string
  /** Runs after each change of path or query (the navigation hooks of spec §2). */
  onLocation?: (location: AppLocation) => void
  /** Rendering on the server: the page's address (server/renderPage.tsx). */
  ssr?: { path: string; search: string }
}

/**
 * The whole app below the services: the router over the route table, the root view, and the error page for
 * anything that fails to render outside a screen.
 * @example <AppServicesProvider services={services}><App basename="/tougu" /></AppServicesProvider>
 */
export function App({ basename, onLocation, ssr }: AppProps) {
  return (
    <AppRouter basename={basename} table={routeTable} {...(onLocation ? { onLocation } : {})} {...(ssr ? { ssr } : {})}>
      <ScreenBoundary resetKey="app" fallback={renderRouteError}>
        <RootLayout />
      </ScreenBoundary>
    </AppRouter>
  )
}

const renderRouteError = (error: unknown) => <RouteError error={error} />

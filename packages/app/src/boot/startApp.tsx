import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createNavigationHooks, navigationListener } from '../navigation/index.js'
import { loadScrollPositions, preloadPath } from '../navigation/router.js'
import { App } from '../root/App.js'
import { routePath, routerBasename } from '../routes/basePath.js'
import { firstScreenQueries } from '../routes/routeMeta.js'
import { routeTable } from '../routes/routes.js'
import { FIRST_SCREEN_DATA_ID, readFirstScreenMark } from '../server/firstScreenMark.js'
import { AppServicesProvider, prefetchFirstScreen, type AppServices } from '../services/index.js'
import { openBootRiskWarning } from './openBootRiskWarning.js'
import { replayEarlyTap } from './earlyTaps.js'
import { nextTask } from './afterNextPaint.js'

/** How the app started (the server's first screen taken over, or rendered anew), and its React root. */
export interface StartedApp {
  how: 'hydrated' | 'rendered'
  root: Root
}

export interface StartAppOptions {
  services: AppServices
  /** `#root`, holding the first screen the server rendered or index.html's shell. */
  root: HTMLElement
  /** Vite's BASE_URL (`/tougu/`). */
  baseUrl: string
  /** Where no server rendered the first screen: how long the first render waits for its data (see below). */
  firstDataWaitMs?: number
}

/** The answers the server put into the page with the first screen it rendered (server/renderPage.tsx), or null. */
function pageData(doc: Document): DehydratedState | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as DehydratedState
  } catch (error) {
    console.warn('[tougu] the first screen data in the page is not readable:', error)
    return null
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts the app on `#root` (main.tsx). A first screen the server rendered for this route and this host (decision
 * wave3-house-1) is taken over as it is: hydration, in a transition (in short tasks: the page stays responsive), with
 * the answers it shows from the page, so nothing is asked again and nothing is painted again. Anything else renders
 * anew: index.html's shell (title bar and skeleton) stays until the screen's chunk is in, and its data too, at most
 * `firstDataWaitMs` once the chunk is in: one render with the content instead of a skeleton that the sections then
 * push around (layout shift); a slow answer renders the screen's skeleton instead. Resolves how it started, and the
 * React root (what a test unmounts; the page never does).
 * @example await startApp({ services, root: document.getElementById('root')!, baseUrl: import.meta.env.BASE_URL })
 */
export async function startApp({ services, root, baseUrl, firstDataWaitMs = 600 }: StartAppOptions): Promise<StartedApp> {
  const win = services.window
  const basename = routerBasename(baseUrl, win.location.pathname)
  const path = routePath(basename, win.location.pathname)
  // The screen's chunk first: it is the step that waits for the network.
  const screenIn = preloadPath(routeTable, path)
  // Then each step in a task of its own (decision wave3-speed-1): none of them lengthens another's task.
  await nextTask()
  // An advice page a visit starts on: its risk warning (when due) opens over the page now, before the app renders
  // (decision wave2-speed-11): the platform's dialog needs nothing of React.
  openBootRiskWarning(win, baseUrl)
  const mark = readFirstScreenMark(root)
  const data = pageData(root.ownerDocument)
  if (data) hydrate(services.queryClient, data)
  await nextTask()
  // The tab's first read of its session storage waits for the browser to hand it over: alone in its task.
  loadScrollPositions()
  const app = (
    <StrictMode>
      <AppServicesProvider services={services}>
        <App basename={basename} onLocation={navigationListener(createNavigationHooks(services), win)} />
      </AppServicesProvider>
    </StrictMode>
  )
  if (mark && mark.route === path && mark.environment === services.bridge.environment) {
    await screenIn
    await nextTask()
    // What the screen shows of the clock is taken over as the server computed it, then moves to this clock (useNow).
    services.screenClock.takeOverFirstScreen(mark.renderedAt)
    let hydrated: Root | undefined
    startTransition(() => {
      hydrated = hydrateRoot(root, app, {
        // React renders anew what the server's markup disagreed with; the page still works, the report says where.
        onRecoverableError: (error) => console.warn('[tougu] the first screen was rendered again in the browser:', error),
      })
    })
    // A tap made before now runs: React hydrates its element first.
    replayEarlyTap(win.document)
    return { how: 'hydrated', root: hydrated! }
  }
  const firstData = prefetchFirstScreen(services, firstScreenQueries(path, new URLSearchParams(win.location.search)))
  await screenIn
  await Promise.race([firstData, delay(firstDataWaitMs)])
  // The render in a task of its own, not in the one whose answer came last (parsing it is enough for one task).
  await nextTask()
  const rendered = createRoot(root)
  rendered.render(app)
  // Rendered anew: the server's elements are gone, a kept tap has nothing to run on; stop keeping them.
  replayEarlyTap(win.document)
  return { how: 'rendered', root: rendered }
}

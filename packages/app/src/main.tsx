import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installLayout } from '@tougu/react-ui'
// antd-mobile's global stylesheet (its default :root variables, body font) first, so the theme and the page frame
// below override it: left to react-ui's index it landed in a shared chunk loaded after them, and its defaults won.
import 'antd-mobile/es/global'
// eslint-disable-next-line no-restricted-imports -- "./style.css" is a public export of @tougu/react-ui, not a deep import
import '@tougu/react-ui/style.css'
import './root/app.css'
import { createNavigationHooks, navigationListener } from './navigation/index.js'
import { preloadPath } from './navigation/router.js'
import { App } from './root/App.js'
import { routerBasename } from './routes/basePath.js'
import { afterNextPaint, nextTask } from './boot/afterNextPaint.js'
import { firstScreenFetch, shellPictureShown } from './boot/earlyRequests.js'
import { prefetchFirstScreenQueries } from './boot/firstScreenQueries.js'
import { firstScreenPath } from './boot/firstScreenRequests.js'
import { routeTable } from './routes/routes.js'
import { AppServicesProvider, createAppServices } from './services/index.js'

// No installReactUi() here: the app shows toasts and imperative dialogs only through react-ui's feedback helpers,
// which install antd-mobile's React 19 adapter when they load (with the first screen that uses them).
installLayout()

// Created before the router: the bridge captures the WeChat entry URL (iOS signs it) at creation.
const services = createAppServices({ window, storage: window.localStorage, baseUrl: '', firstScreenFetch })
const basename = routerBasename(import.meta.env.BASE_URL, window.location.pathname)
const routerPath = firstScreenPath(basename, window.location.pathname)
const firstData = prefetchFirstScreenQueries(services, routerPath, new URLSearchParams(window.location.search))
const onLocation = navigationListener(createNavigationHooks(services), window)

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
// index.html's shell (title bar and skeleton) stays until the first screen's chunk is in: rendering earlier would
// replace it with an empty outlet, a blank flash between shell and screen. It also waits for the first screen's data,
// at most FIRST_DATA_WAIT_MS once the chunk is in: one render with the content instead of a skeleton that the
// sections then push around (layout shift) in one render each. A slow answer renders the screen's skeleton instead.
// When the shell is showing the screen's largest picture (home's first banner, put there by the boot entry), the
// render also lets that picture reach the screen first, PICTURE_WAIT_MS at most once the data is in: replaced before
// its first frame it would never have been seen (decision wave2-speed-9).
const FIRST_DATA_WAIT_MS = 600
const PICTURE_WAIT_MS = 150
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
void preloadPath(routeTable, routerPath)
  .then(() =>
    Promise.race([firstData.then(() => Promise.race([shellPictureShown(), delay(PICTURE_WAIT_MS)])), delay(FIRST_DATA_WAIT_MS)]),
  )
  // The render in a task of its own, not in the one whose answer came last (parsing it is enough for one task).
  .then(nextTask)
  .then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppServicesProvider services={services}>
        <App basename={basename} onLocation={onLocation} />
      </AppServicesProvider>
    </StrictMode>,
  ),
)
  // Real-user speed and the service worker, in a chunk of their own once the first screen has painted (decision
  // wave3-shipping-3): nothing of them is in the first screen's files or its tasks.
  .then(() => afterNextPaint(() => void import('./release/afterFirstScreen.js').then((m) => m.startAfterFirstScreen({ win: window, baseUrl: import.meta.env.BASE_URL, bridge: services.bridge })), 1000))

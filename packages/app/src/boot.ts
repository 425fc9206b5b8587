// The page's entry: a few kB that let the browser paint what the server sent (the first screen, or index.html's shell)
// before any of the app's JavaScript runs, then start the app (decision wave3-house-1). The app's chunks are already
// downloading: the server modulepreloads them in the page, so waiting for the paint costs no round trip. The build
// fails if this entry comes to import the app's chunks (build/bootEntry.ts).
import { afterNextPaint, nextTask } from './boot/afterNextPaint.js'
import { keepEarlyTaps } from './boot/earlyTaps.js'
import { appMessages } from './messages.js'
import { ADVICE_PAGES } from './root/advicePages.js'
import { routePath, routerBasename } from './routes/basePath.js'

/** The app's own chunk did not load (weak network, or a release replaced the files): say so, offer a reload. */
function showLoadFailure(error: unknown) {
  console.error('[tougu] the app failed to load:', error)
  const root = document.getElementById('root')
  if (!root) return
  const main = document.createElement('main')
  main.className = 'tg-route-error'
  main.setAttribute('role', 'alert')
  const title = document.createElement('h1')
  title.textContent = appMessages.routeErrorTitle
  const text = document.createElement('p')
  text.textContent = appMessages.routeErrorDescription
  const retry = document.createElement('button')
  retry.type = 'button'
  retry.textContent = appMessages.reload
  retry.addEventListener('click', () => window.location.reload())
  main.append(title, text, retry)
  root.replaceChildren(main)
}

/** How long the app waits for the first screen's largest picture before it runs all the same. */
const PICTURE_WAIT_MS = 1000

/**
 * Resolves once the first screen's largest picture (the one the page asks for first, `fetchpriority="high"`) has
 * loaded or failed, or after PICTURE_WAIT_MS: the app's code then runs beside a page whose content is complete, not
 * while the picture is still coming (its long tasks would hold the picture's paint back).
 */
function pictureLoaded(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]')
  if (!img || img.complete) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PICTURE_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    img.addEventListener('load', done, { once: true })
    img.addEventListener('error', done, { once: true })
  })
}

// After the next frame is painted (this deferred module script runs once the stylesheets are in, so nothing renders
// unstyled) and the first screen's picture is in, the app's chunks run, each in a task of its own: React, then the app
// (contract, libraries, screens). Run as one module graph they were one long task, the first screen's longest. All are
// modulepreloaded by the page, so the steps cost no round trip.
// An advice page a visit starts on: its risk warning (when due) opens over the page before the app's chunks run
// (decision wave2-speed-11). Its module is a chunk of its own: other first screens do not load it.
const path = routePath(routerBasename(import.meta.env.BASE_URL, location.pathname), location.pathname)
if (ADVICE_PAGES.has(path)) {
  void import('./boot/openBootRiskWarning.js')
    .then((m) => m.openBootRiskWarning(window, import.meta.env.BASE_URL))
    .catch((error: unknown) => console.warn('[tougu] the risk warning did not load before the app:', error))
}

// A tap on the server's first screen before the app takes it over is kept and run then (boot/earlyTaps.ts).
keepEarlyTaps(document)

afterNextPaint(() => {
  pictureLoaded()
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./main.js'))
    .then((main) => main.start())
    .catch(showLoadFailure)
})

// The page's entry: lets the browser paint index.html's shell (title bar and skeleton) before any of the app's
// JavaScript runs, then starts the app (decision wave2-speed-2). The app's chunks are already downloading: the
// server modulepreloads them in index.html, so waiting one frame costs no round trip. Before that, the first screen's
// API requests go out (decision wave2-speed-6): this entry and what it imports are a few kB, so the data is on its way
// while the app's chunks still download. The build fails if this entry comes to import the app's chunks.
import { startFirstScreenRequests } from './boot/earlyRequests.js'
import { afterNextPaint, nextTask } from './boot/afterNextPaint.js'
import { appMessages } from './messages.js'

// Right after the shell's first paint (work done before it holds the paint back), long before the app's chunks are in.
afterNextPaint(() => startFirstScreenRequests(window, import.meta.env.BASE_URL))

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

// After the next frame is painted (this deferred module script runs once the stylesheets are in, so nothing renders
// unstyled), the app's chunks run, each in a task of its own (decision wave2-speed-7): the contract (its schemas are
// built as it runs), the libraries, then the app. Run as one module graph they were one task of ~50 ms on this
// machine, four times that on Lighthouse's phone: the first screen's longest task. All are modulepreloaded by
// index.html, so the steps cost no round trip.
afterNextPaint(() => {
  nextTask()
    .then(() => import('./boot/contractChunk.js'))
    // An advice page a visit starts on: its risk warning (when due) opens now, not with the app (decision wave2-speed-11).
    .then((contract) => void contract.openBootRiskWarning(window, import.meta.env.BASE_URL))
    .then(nextTask)
    .then(() => import('react'))
    .then(nextTask)
    .then(() => import('./main.js'))
    .catch(showLoadFailure)
})

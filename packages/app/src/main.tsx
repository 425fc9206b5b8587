import { installLayout } from '@tougu/react-ui'
// antd-mobile's global stylesheet (its default :root variables, body font) first, so the theme and the page frame
// below override it: left to react-ui's index it landed in a shared chunk loaded after them, and its defaults won.
import 'antd-mobile/es/global'
import '@tougu/react-ui/style.css'
import './root/app.css'
import { nextTask, whenIdle } from './boot/afterNextPaint.js'
import { startApp } from './boot/startApp.js'
import { createAppServices } from './services/index.js'

// No installReactUi() here: the app shows toasts and imperative dialogs only through react-ui's feedback helpers,
// which install antd-mobile's React 19 adapter when they load (with the first screen that uses them).
installLayout()

/**
 * Starts the app (the boot entry calls it once this module has run). Each step runs in a task of its own (decision
 * wave3-speed-1): evaluating this module's code, making the services, and each step of startApp. In one task they were
 * the longest task after the first paint, and the page could not answer a tap until all of it had run.
 * @example const { start } = await import('./main.js'); await start()
 */
export async function start(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  await nextTask()
  // Created before the router: the bridge captures the WeChat entry URL (iOS signs it) at creation.
  const services = createAppServices({ window, storage: window.localStorage, baseUrl: '' })
  await nextTask()
  await startApp({ services, root, baseUrl: import.meta.env.BASE_URL })
  // Real-user speed and the service worker, in a chunk of their own once the page has nothing else to do (decisions
  // wave3-shipping-3, wave3-speed-1): nothing of them is in the first screen's files or among its tasks.
  whenIdle(
    () =>
      void import('./release/afterFirstScreen.js').then((m) =>
        m.startAfterFirstScreen({ win: window, baseUrl: import.meta.env.BASE_URL, bridge: services.bridge }),
      ),
    AFTER_FIRST_SCREEN_LATEST_MS,
  )
}

/** The latest the release and speed module starts when the page is never idle (a busy phone still reports). */
const AFTER_FIRST_SCREEN_LATEST_MS = 5000

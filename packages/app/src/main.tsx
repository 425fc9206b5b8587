import { installLayout } from '@tougu/react-ui'
// antd-mobile's global stylesheet (its default :root variables, body font) first, so the theme and the page frame
// below override it: left to react-ui's index it landed in a shared chunk loaded after them, and its defaults won.
import 'antd-mobile/es/global'
// eslint-disable-next-line no-restricted-imports -- "./style.css" is a public export of @tougu/react-ui, not a deep import
import '@tougu/react-ui/style.css'
import './root/app.css'
import { afterNextPaint } from './boot/afterNextPaint.js'
import { startApp } from './boot/startApp.js'
import { createAppServices } from './services/index.js'

// No installReactUi() here: the app shows toasts and imperative dialogs only through react-ui's feedback helpers,
// which install antd-mobile's React 19 adapter when they load (with the first screen that uses them).
installLayout()

// Created before the router: the bridge captures the WeChat entry URL (iOS signs it) at creation.
const services = createAppServices({ window, storage: window.localStorage, baseUrl: '' })
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

void startApp({ services, root, baseUrl: import.meta.env.BASE_URL }).then(() =>
  // Real-user speed and the service worker, in a chunk of their own once the first screen has painted (decision
  // wave3-shipping-3): nothing of them is in the first screen's files or its tasks.
  afterNextPaint(
    () =>
      void import('./release/afterFirstScreen.js').then((m) =>
        m.startAfterFirstScreen({ win: window, baseUrl: import.meta.env.BASE_URL, bridge: services.bridge }),
      ),
    1000,
  ),
)

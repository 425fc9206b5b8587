// Serves the H5 app through the native host's own origin, so the host page can reach into the iframe
// (same-origin) and install the FakeNativeHost transport before the app's scripts run. See README.md.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { APP_UA_TOKEN, appUserAgentFor } from './src/appUserAgent.js'

/** Path of the tiny script injected at the top of every proxied HTML page. */
export const ATTACH_SCRIPT_PATH = '/__native-host/attach.js'
/** JSON `{ target, base }` so the page knows which origin is proxied. */
export const CONFIG_PATH = '/__native-host/config'

// Runs synchronously in the app's document, before its module scripts: the parent (this host, same
// origin) installs the transport and the app user agent on this window.
const ATTACH_SCRIPT = `if (window.parent !== window && window.parent.__touguNativeHost) window.parent.__touguNativeHost.attach(window);\n`

const DROP_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'x-frame-options'])
const DROP_REQUEST_HEADERS = new Set(['host', 'connection', 'accept-encoding', 'content-length'])

export interface AppProxyOptions {
  /** Origin of the app server, e.g. http://127.0.0.1:8787. */
  target: string
  /** The app's public base path (`{base}`), e.g. /tougu. */
  base: string
}

/** What an Android build of the firm's app sends (the simulator's default platform). */
export const APP_USER_AGENT = appUserAgentFor('android', '6.0.0')

/**
 * A request's user agent as the firm's app's webview sends it: one that names the app is kept, any other (the desktop
 * browser the simulator runs in) becomes the app's.
 * @example appUserAgent('Mozilla/5.0 (X11; Linux x86_64) …') // APP_USER_AGENT
 */
export function appUserAgent(userAgent: string): string {
  return new RegExp(`\\b${APP_UA_TOKEN}/`).test(userAgent) ? userAgent : APP_USER_AGENT
}

/** Put the attach script first in <head>, so it runs before any script of the app. */
export function injectAttachScript(html: string): string {
  const tag = `<script src="${ATTACH_SCRIPT_PATH}"></script>`
  const head = /<head[^>]*>/i.exec(html)
  if (!head) return tag + html
  const at = head.index + head[0].length
  return html.slice(0, at) + tag + html.slice(at)
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

async function forward(options: AppProxyOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROP_REQUEST_HEADERS.has(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // The firm's app's webview sends its user agent, app token included, with every request; the simulator's iframe can
  // only change the page's navigator.userAgent, so the proxy sends the app's to the server (which then,
  // as for the real app, serves the shell rather than a first screen rendered for a browser).
  headers.set('user-agent', appUserAgent(headers.get('user-agent') ?? ''))
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req))
  const upstream = await fetch(options.target + (req.url ?? '/'), { method, headers, body, redirect: 'manual' })
  res.statusCode = upstream.status
  upstream.headers.forEach((value, name) => {
    if (DROP_RESPONSE_HEADERS.has(name) || name === 'set-cookie') return
    // Keep redirects on this origin, so the iframe stays same-origin with the host.
    res.setHeader(name, name === 'location' ? value.replace(options.target, '') : value)
  })
  const cookies = upstream.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if ((upstream.headers.get('content-type') ?? '').includes('text/html')) {
    res.end(injectAttachScript(await upstream.text()))
  } else {
    res.end(Buffer.from(await upstream.arrayBuffer()))
  }
}

/**
 * Connect-style middleware: proxies `{base}/…` and `/api/…` to the app server, injecting the attach script
 * into HTML, and serves the attach script and the proxy config; everything else goes to `next`.
 * @example server.middlewares.use(createAppProxyHandler({ target: 'http://127.0.0.1:8787', base: '/tougu' }))
 */
export function createAppProxyHandler(options: AppProxyOptions): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const url = req.url ?? '/'
    const path = url.split('?')[0] ?? url
    if (path === ATTACH_SCRIPT_PATH) {
      res.setHeader('content-type', 'text/javascript; charset=utf-8')
      res.end(ATTACH_SCRIPT)
      return
    }
    if (path === CONFIG_PATH) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(options))
      return
    }
    const proxied = path.startsWith('/api/') || path === options.base || path.startsWith(`${options.base}/`)
    if (!proxied) return next()
    forward(options, req, res).catch((error: unknown) => {
      res.statusCode = 502
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end(`native-host: the app server ${options.target} did not answer (${error instanceof Error ? error.message : String(error)}). Start it with \`pnpm start\`, or set TOUGU_APP_ORIGIN.`)
    })
  }
}

/**
 * Vite plugin (dev and preview) mounting createAppProxyHandler.
 * @example appProxy({ target: 'http://127.0.0.1:8787', base: '/tougu' })
 */
export function appProxy(options: AppProxyOptions): Plugin {
  const handle = createAppProxyHandler(options)
  return {
    name: 'tougu-native-host-app-proxy',
    configureServer(server) {
      server.middlewares.use(handle)
    },
    configurePreviewServer(server) {
      server.middlewares.use(handle)
    },
  }
}

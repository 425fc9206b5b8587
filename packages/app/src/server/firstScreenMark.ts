import type { BridgeEnvironment } from '@tougu/bridge'

/**
 * What a first screen the server rendered was rendered for, written on `#root` as `data-ssr-route` and `data-ssr-env`
 * (server/renderPage.tsx, examples/api-server's page): the router's path and the bridge's environment. The app takes
 * the markup over (hydrates it) only where it would render the same, else renders anew (main.tsx).
 */
export interface FirstScreenMark {
  route: string
  environment: BridgeEnvironment
}

/** The id of the `<script type="application/json">` element that holds the first screen's answers. */
export const FIRST_SCREEN_DATA_ID = 'tg-first-screen-data'

/**
 * The mark on a `#root` element, or null when the server rendered nothing into it.
 * @example readFirstScreenMark(document.getElementById('root')) // { route: '/index', environment: 'web' }
 */
export function readFirstScreenMark(root: Element): FirstScreenMark | null {
  const route = root.getAttribute('data-ssr-route')
  const environment = root.getAttribute('data-ssr-env')
  if (!route || !environment) return null
  return { route, environment: environment as BridgeEnvironment }
}

/**
 * The mark as the attributes of `#root` (values HTML-escaped).
 * @example firstScreenAttributes({ route: '/index', environment: 'web' }) // ' data-ssr-route="/index" data-ssr-env="web"'
 */
export function firstScreenAttributes(mark: FirstScreenMark): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)
  return ` data-ssr-route="${escape(mark.route)}" data-ssr-env="${escape(mark.environment)}"`
}

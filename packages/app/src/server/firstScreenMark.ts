import type { BridgeEnvironment } from '@tougu/bridge'

/**
 * What a first screen the server rendered was rendered for, written on `#root` as `data-ssr-route`, `data-ssr-env` and
 * `data-ssr-now` (server/renderPage.tsx, examples/api-server's page): the router's path, the bridge's environment and
 * the instant it was rendered at. The app takes the markup over (hydrates it) only where it would render the same, else
 * renders anew (boot/startApp.tsx), and takes it over with that instant (services/screenClock.ts).
 */
export interface FirstScreenMark {
  route: string
  environment: BridgeEnvironment
  /** Epoch ms, a whole second: what the screen's relative times and price periods were computed with. */
  renderedAt: number
}

/** The id of the `<script type="application/json">` element that holds the first screen's answers. */
export const FIRST_SCREEN_DATA_ID = 'tg-first-screen-data'

/**
 * The mark on a `#root` element, or null when the server rendered nothing into it (or wrote a mark that is not whole).
 * @example readFirstScreenMark(document.getElementById('root')) // { route: '/index', environment: 'web', renderedAt: 1764300123000 }
 */
export function readFirstScreenMark(root: Element): FirstScreenMark | null {
  const route = root.getAttribute('data-ssr-route')
  const environment = root.getAttribute('data-ssr-env')
  const renderedAt = Number(root.getAttribute('data-ssr-now') ?? Number.NaN)
  if (!route || !environment || !Number.isSafeInteger(renderedAt) || renderedAt <= 0) return null
  return { route, environment: environment as BridgeEnvironment, renderedAt }
}

/**
 * The mark as the attributes of `#root` (values HTML-escaped).
 * @example firstScreenAttributes({ route: '/index', environment: 'web', renderedAt: 1764300123000 }) // ' data-ssr-route="/index" data-ssr-env="web" data-ssr-now="1764300123000"'
 */
export function firstScreenAttributes(mark: FirstScreenMark): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)
  return ` data-ssr-route="${escape(mark.route)}" data-ssr-env="${escape(mark.environment)}" data-ssr-now="${Math.trunc(mark.renderedAt)}"`
}

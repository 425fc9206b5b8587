import type { ReactNode } from 'react'
import { useLocation, useNavigate } from '../navigation/router.js'
import { routeMetaFor } from '../routes/routeMeta.js'
import { useServices } from '../services/index.js'
import { appMessages as m } from '../messages.js'

export interface PageProps {
  children: ReactNode
  /** Overrides the route table's title (e.g. an adviser's name); the native title still comes from the table. */
  title?: string
  /** Shows the back arrow (default true; the home page has none). */
  back?: boolean
  right?: ReactNode
}

/**
 * A screen's frame: the red title bar (browsers only: the native app and WeChat show their own title bar,
 * set by the navigation hooks) and the content as the page's main landmark.
 * @example <Page><ContentList … /></Page>
 */
export function Page({ children, title, back = true, right }: PageProps) {
  const { bridge, window: win } = useServices()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const heading = title ?? routeMetaFor(pathname).title
  const ownTitleBar = bridge.environment === 'web'
  const goBack = () => {
    // Opened directly (a shared link, a new webview): there is no history entry of ours to go back to.
    const idx = (win.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) void navigate(-1)
    else void navigate('/index', { replace: true })
  }
  return (
    <div className="tg-page">
      {ownTitleBar && (
        <header>
          {/* Own markup rather than antd-mobile's NavBar: its left slot is a role=button div without a name,
              even where there is no back arrow (axe: aria-command-name). */}
          <div className="tg-title-bar tg-nav-bar">
            <div className="tg-nav-bar-side">
              {back && (
                <button type="button" className="tg-nav-bar-back" aria-label={m.back} onClick={goBack}>
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
            </div>
            <h1 className="tg-nav-bar-title">{heading}</h1>
            <div className="tg-nav-bar-side tg-nav-bar-right">{right}</div>
          </div>
        </header>
      )}
      <main aria-label={heading}>{children}</main>
    </div>
  )
}

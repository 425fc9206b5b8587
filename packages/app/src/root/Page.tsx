import type { ReactNode } from 'react'
import { NavBar } from 'antd-mobile'
import { useLocation, useNavigate } from 'react-router'
import { routeMetaFor } from '../routes/routeMeta.js'
import { useServices } from '../services/index.js'

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
          <NavBar className="tg-title-bar" back={back ? '' : null} onBack={goBack} right={right}>
            <h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{heading}</h1>
          </NavBar>
        </header>
      )}
      <main aria-label={heading}>{children}</main>
    </div>
  )
}

import type { MouseEvent, ReactNode } from 'react'
import { useHref } from './router.js'
import { useAppNavigate, type AppNavigateOptions } from './useAppNavigate.js'

export interface AppLinkProps extends AppNavigateOptions {
  /** Router path without the base, e.g. `/live/detail?id=3`. */
  to: string
  children: ReactNode
  className?: string
  'aria-label'?: string
}

/**
 * A real link (right-click, screen readers) that navigates like `useAppNavigate`: a new webview in the app.
 * @example <AppLink to={`/view/detail?id=${o.id}`}>{o.title}</AppLink>
 */
export function AppLink({ to, stay, replace, children, className, 'aria-label': label }: AppLinkProps) {
  const href = useHref(to)
  const go = useAppNavigate()
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    go(to, { ...(stay !== undefined ? { stay } : {}), ...(replace !== undefined ? { replace } : {}) })
  }
  return (
    <a href={href} onClick={onClick} className={className ?? 'tg-link'} aria-label={label}>
      {children}
    </a>
  )
}

import type { ReactNode } from 'react'

export interface CardShellProps {
  /** Makes the whole card one tap target (a button); without it the card is a plain article. */
  onClick?: () => void
  /** Accessible name when the card is a button (defaults to its text). */
  label?: string
  className?: string
  children: ReactNode
}

/**
 * The frame every domain card shares. Children must be phrasing content (spans), since a tappable card is
 * a `<button>`.
 * @example <CardShell onClick={open}><span className="tg-card-title">标题</span></CardShell>
 */
export function CardShell({ onClick, label, className, children }: CardShellProps) {
  const cls = className ? `tg-card ${className}` : 'tg-card'
  if (onClick) {
    return (
      <button
        type="button"
        className={cls}
        onClick={onClick}
        aria-label={label}
        style={{ border: 0, font: 'inherit' }}
      >
        {children}
      </button>
    )
  }
  return <article className={cls}>{children}</article>
}

import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'
import { Picture } from '../picture/picture.js'

export interface AdviserCardProps {
  name: string
  teamName?: string
  /** The adviser's securities-advisory qualification number (执业编号). */
  qualificationNo: string
  avatarUrl?: string
  intro?: string
  onClick?: () => void
}

/**
 * An adviser row: avatar, name, team, qualification number, a two-line intro.
 * @example <AdviserCard name="张三" teamName="价值团队" qualificationNo="A0123456789" onClick={open} />
 */
export function AdviserCard({
  name,
  teamName,
  qualificationNo,
  avatarUrl,
  intro,
  onClick,
}: AdviserCardProps) {
  return (
    <CardShell onClick={onClick} className="tg-adviser-card">
      <span className="tg-row" style={{ justifyContent: 'flex-start' }}>
        {/* A plain image with its box reserved (no layout shift): antd-mobile's Avatar brings its Image, which shares
            a chunk with the animation library, to every list of advisers. The grey circle stands in without a URL. */}
        <span className="tg-avatar">{avatarUrl && <Picture href={avatarUrl} box="portrait" alt={messages.portraitAlt(name)} />}</span>
        <span>
          <span className="tg-card-title" style={{ display: 'block' }}>
            {name}
          </span>
          {teamName && (
            <span className="tg-card-meta" style={{ display: 'block' }}>
              {teamName}
            </span>
          )}
          <span className="tg-card-meta" style={{ display: 'block' }}>
            {messages.qualificationNo(qualificationNo)}
          </span>
        </span>
      </span>
      {intro && <span className="tg-card-text tg-clamp-2">{intro}</span>}
    </CardShell>
  )
}

import Avatar from 'antd-mobile/es/components/avatar'
import { messages } from '../../messages.js'
import { CardShell } from '../card-shell/card-shell.js'

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
 * @example <AdviserCard name="张三" teamName="金牛团队" qualificationNo="A0123456789" onClick={open} />
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
        <Avatar src={avatarUrl ?? ''} alt="" style={{ '--size': '48px', '--border-radius': '50%' }} />
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

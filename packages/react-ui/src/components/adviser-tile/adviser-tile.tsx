import { messages } from '../../messages.js'
import { Picture } from '../picture/picture.js'

export interface AdviserTileProps {
  name: string
  /** A short line under the name: the team, or what the adviser is known for. */
  caption?: string
  /** The 执业编号: every surface that presents an adviser names it (issue #37); shown as the number, read with its label. */
  qualificationNo?: string
  avatarUrl?: string
  onClick?: () => void
}

/**
 * An adviser in a row of advisers (home's 投资顾问): the portrait over the name and a one-line caption; many fit in the
 * width one adviser card took, so the first screen shows more than the advisers.
 * @example <AdviserTile name="王明远" caption="宏观策略团队" avatarUrl="/tougu/media/avatar/TG001.webp" onClick={open} />
 */
export function AdviserTile({ name, caption, qualificationNo, avatarUrl, onClick }: AdviserTileProps) {
  return (
    <button type="button" className="tg-adviser-tile" onClick={onClick}>
      <span className="tg-avatar tg-adviser-tile-portrait">
        {avatarUrl && <Picture href={avatarUrl} box="portrait" sizes="56px" alt={messages.portraitAlt(name)} />}
      </span>
      <span className="tg-adviser-tile-name">{name}</span>
      {caption && <span className="tg-adviser-tile-caption">{caption}</span>}
      {qualificationNo && (
        <span className="tg-adviser-tile-caption">
          <span className="tg-visually-hidden">{messages.qualificationNo('')}</span>
          {qualificationNo}
        </span>
      )}
    </button>
  )
}

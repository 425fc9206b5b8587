import { adviserByline, formatRelativeTime, type Opinion } from '@tougu/core'
import { useAppNavigate } from '../../navigation/index.js'
import { Picture } from '@tougu/react-ui'
import { mediaUrl, useHasPrivilege, useNow } from '../../services/index.js'
import { appMessages } from '../../messages.js'

/**
 * One opinion in a list: title, summary and the thumbnail of its theme, adviser with 执业编号, relative time (spec §9),
 * reads; a paid badge when it belongs to a package the investor does not hold.
 * @example <OpinionRow opinion={o} />
 */
export function OpinionRow({ opinion }: { opinion: Opinion }) {
  const go = useAppNavigate()
  const now = useNow()
  const owned = useHasPrivilege(opinion.productId)
  const locked = opinion.productId !== null && !owned
  return (
    <button
      type="button"
      className="tg-card"
      style={{ border: 0, font: 'inherit', width: '100%', textAlign: 'left' }}
      onClick={() => go(`/view/detail?id=${encodeURIComponent(opinion.id)}`)}
    >
      <span className="tg-opinion-main">
        <span className="tg-opinion-body">
          <span className="tg-card-title tg-clamp-2">
            {locked && <span className="tg-badge tg-badge-primary">{appMessages.lockedLabel}</span>}{' '}
            {opinion.title}
          </span>
          <span className="tg-card-text tg-clamp-2">{opinion.summary}</span>
        </span>
        {opinion.imageUrl && <Picture href={mediaUrl(opinion.imageUrl)} box="thumb" alt={appMessages.opinionThumbAlt} />}
      </span>
      <span className="tg-card-meta tg-row">
        <span>{adviserByline(opinion.tgName, opinion.qualificationNo)}</span>
        <span>{formatRelativeTime(opinion.publishTime, now)}</span>
        <span>{appMessages.readCount(opinion.readCount)}</span>
      </span>
    </button>
  )
}

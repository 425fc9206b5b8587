import { adviserDisplayName, type AdviserCard as AdviserCardData } from '@tougu/core'
import { AdviserCard } from '@tougu/react-ui'
import { mediaUrl } from '../../services/index.js'

/**
 * An adviser of the API as react-ui's AdviserCard.
 * @example <AdviserRow adviser={a} onClick={() => go(`/quiz/list?adviserId=${a.id}`)} />
 */
export function AdviserRow({ adviser, onClick }: { adviser: AdviserCardData; onClick: () => void }) {
  return (
    <AdviserCard
      name={adviserDisplayName(adviser)}
      {...(adviser.teamName ? { teamName: adviser.teamName } : {})}
      qualificationNo={adviser.qualificationNo}
      avatarUrl={mediaUrl(adviser.avatarUrl)}
      intro={adviser.intro}
      onClick={onClick}
    />
  )
}

import { adviserDisplayName, type AdviserCard as AdviserCardData } from '@tougu/core'
import { AdviserCard, type AdviserCardProps } from '@tougu/react-ui'
import { adviserHomePath, useAppNavigate } from '../../navigation/index.js'
import { mediaUrl } from '../../services/index.js'

/**
 * An adviser of the API as react-ui AdviserCard's props: the display name (core's adviserDisplayName: own name,
 * else the team's), the team as its own line when there is one and it is not already the name, the 执业编号, the
 * avatar under the app's base, the intro (decision wave2-routes15-2).
 * @example adviserCardProps({ tgName: '张三', teamName: '价值团队', … }) // { name: '张三', teamName: '价值团队', … }
 */
export function adviserCardProps(adviser: AdviserCardData): Omit<AdviserCardProps, 'onClick'> {
  const name = adviserDisplayName(adviser)
  const team = adviser.teamName?.trim() ?? ''
  return {
    name,
    ...(team !== '' && team !== name ? { teamName: team } : {}),
    qualificationNo: adviser.qualificationNo,
    avatarUrl: mediaUrl(adviser.avatarUrl),
    intro: adviser.intro,
  }
}

/**
 * An adviser of the API as react-ui's AdviserCard; a tap opens the adviser's home page unless `onClick` says
 * otherwise. The one mapping of adviser to card for every list of advisers (home, adviser list, search, Q&A,
 * coupons).
 * @example <AdviserRow adviser={a} />
 * @example <AdviserRow adviser={a} onClick={() => go(`/quiz/list?adviserId=${encodeURIComponent(a.id)}`)} />
 */
export function AdviserRow({ adviser, onClick }: { adviser: AdviserCardData; onClick?: () => void }) {
  const go = useAppNavigate()
  return (
    <AdviserCard
      {...adviserCardProps(adviser)}
      onClick={onClick ?? (() => go(adviserHomePath(adviser.id)))}
    />
  )
}

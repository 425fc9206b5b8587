import { productPageMessages as messages } from '../../productPageMessages.js'

export interface AdviserCredentialsProps {
  tgName: string
  teamName: string
  /** 执业编号: regulation asks for it wherever an adviser's advice is sold. */
  qualificationNo: string
  practiceYears: number
  /** Opens the adviser's home; the name is plain text without it. */
  onOpen?: () => void
}

/**
 * Who answers for the advice: the adviser's name, qualification number, team and years of practice.
 * @example <AdviserCredentials tgName="张伟" teamName="价值投资团队" qualificationNo="S0123456789012" practiceYears={8} />
 */
export function AdviserCredentials({ tgName, teamName, qualificationNo, practiceYears, onOpen }: AdviserCredentialsProps) {
  return (
    <section className="tg-card" aria-label={messages.adviserCredentials}>
      <h3 className="tg-card-title">{messages.adviserCredentials}</h3>
      <dl className="tg-facts">
        <dt>{messages.adviserName}</dt>
        <dd>
          {onOpen ? (
            <button type="button" className="tg-link-button" onClick={onOpen}>
              {tgName}
            </button>
          ) : (
            tgName
          )}
        </dd>
        <dt>{messages.adviserQualification}</dt>
        <dd>{qualificationNo}</dd>
        <dt>{messages.adviserTeam}</dt>
        <dd>{teamName}</dd>
        <dt>{messages.adviserYears}</dt>
        <dd>{messages.years(practiceYears)}</dd>
      </dl>
    </section>
  )
}

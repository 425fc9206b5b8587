import { productPageMessages as messages } from '../../productPageMessages.js'

/** The contract's product risk levels (R1–R5). */
export type ProductRiskLevel = keyof typeof messages.riskLevels

export interface ProductRiskNoteProps {
  level: ProductRiskLevel
}

/**
 * The product's risk level with one plain line on what it means and whom it suits (R1–R5 against the
 * investor's C1–C5 suitability), so the level is not just a code.
 * @example <ProductRiskNote level="R3" />
 */
export function ProductRiskNote({ level }: ProductRiskNoteProps) {
  const { name, explain } = messages.riskLevels[level]
  return (
    <section className="tg-card" aria-label={messages.riskLevelLabel}>
      <p className="tg-row" style={{ justifyContent: 'flex-start' }}>
        <span className="tg-card-meta">{messages.riskLevelLabel}</span>
        <span className="tg-badge">{`${level} ${name}`}</span>
      </p>
      <p className="tg-card-text">{explain}</p>
    </section>
  )
}

import type { LegalDocument } from '@tougu/core'
import type { ReactNode } from 'react'

export interface LegalDocumentViewProps {
  /** The text, as core's builders make it (serviceAgreement, riskDisclosure, suitabilityOpinion, privacyPolicy). */
  document: LegalDocument
  /** The section's id, so a link to the page can scroll to it. */
  id?: string
  /** Keeps a long text in a scrolling box of this height (px), so the action under it stays in view. */
  maxHeight?: number
  /** What follows the text inside the section (a confirmation tick box). */
  children?: ReactNode
}

/**
 * A legal text the investor reads before they agree: title, then each section's heading and paragraphs. The box
 * scrolls by keyboard too (it can take focus), and the whole text is in the page for screen readers.
 * @example <LegalDocumentView document={privacyPolicy()} maxHeight={320} />
 */
export function LegalDocumentView({ document, id, maxHeight, children }: LegalDocumentViewProps) {
  return (
    <section id={id} className="tg-legal-document" aria-label={document.title}>
      <h2 className="tg-legal-title">{document.title}</h2>
      <div
        className="tg-legal-body"
        style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}
        // A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={maxHeight ? 0 : undefined}
      >
        {document.sections.map((section) => (
          <div key={section.heading} className="tg-legal-section">
            <h3 className="tg-legal-heading">{section.heading}</h3>
            {section.paragraphs.map((p) => (
              <p key={p} className="tg-legal-paragraph">
                {p}
              </p>
            ))}
          </div>
        ))}
      </div>
      {children}
    </section>
  )
}

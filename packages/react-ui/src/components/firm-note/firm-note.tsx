import { FIRM, firmLine } from '@tougu/core'
import { messages } from '../../messages.js'

export interface FirmNoteProps {
  /** One line (a product page's foot) instead of the block (home's foot, 我的). */
  compact?: boolean
}

/**
 * Who provides the service, where investors look for it (issue #37's facts, shown by issue #33): the firm's name, its
 * 经营证券期货业务许可证 and its 证券投资咨询业务资格 — core's `firmLine`, never restated — with the complaint hotline.
 * @example <FirmNote />
 * @example <FirmNote compact />
 */
export function FirmNote({ compact = false }: FirmNoteProps) {
  if (compact) return <p className="tg-firm-note tg-firm-note-compact">{messages.firmServedBy(firmLine())}</p>
  const [name, ...licences] = firmLine().split('｜')
  return (
    <section className="tg-firm-note" aria-label={messages.firmNoteLabel}>
      <p className="tg-firm-note-name">{name}</p>
      {licences.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{messages.firmHotline(FIRM.complaintHotline)}</p>
      <p>{messages.investmentRisk}</p>
    </section>
  )
}

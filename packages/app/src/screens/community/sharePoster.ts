import { SHARE_IMAGE_JPEG_QUALITY, SHARE_IMAGE_MAX_WIDTH } from '@tougu/bridge'
import { COMMENTARY_NOTE, FIRM, adviserByline, firmLine } from '@tougu/core'
import { encode } from 'uqr'

/** What the share picture shows (decision wave2-reach19-2). */
export interface SharePosterContent {
  title: string
  adviser: string
  /** The adviser's 执业编号: a poster that shows an opinion names who gave it (issue #37). */
  qualificationNo: string
  summary: string
  /** The page the QR code opens. */
  link: string
}

// The poster leaves the app: it names the firm (not a bare 「投顾观点」), the adviser with the 执业编号, and says it is
// commentary, not a call (issue #37). Its title and summary are the opinion's, which the seed keeps to commentary.
export const POSTER_TEXT = {
  brand: `${FIRM.shortName}·投资顾问观点`,
  adviser: (name: string, qualificationNo: string) => `投资顾问：${adviserByline(name, qualificationNo)}`,
  scan: '长按识别二维码，阅读全文',
  risk: COMMENTARY_NOTE,
  firm: FIRM.name,
  /** The firm's 经营证券期货业务许可证 and 证券投资咨询业务资格, as core's firmLine words them (issue #33). */
  licences: firmLine().split('｜').slice(1),
} as const

const RED = '#E8302E'
const WIDTH = SHARE_IMAGE_MAX_WIDTH
const PAD = 24
const QR_SIZE = 168
const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif'

/** Splits text into lines that fit `width`, at most `max` lines (the last one ends with … when cut). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const ch of Array.from(text)) {
    if (ctx.measureText(line + ch).width > width && line !== '') {
      lines.push(line)
      line = ch
      if (lines.length === max) break
    } else line += ch
  }
  if (lines.length < max && line !== '') lines.push(line)
  else if (lines.length === max && line !== '') lines[max - 1] = `${lines[max - 1]!.slice(0, -1)}…`
  return lines
}

/**
 * The share picture of an opinion: the firm's brand bar, title, adviser with 执业编号, summary, a QR code of the page,
 * the commentary note and the firm's name,
 * drawn 430 px wide and encoded as JPEG quality 0.5 (spec §9), so what is saved and what is shared are the same
 * picture. The QR code is made by `uqr` (error correction M: survives a chat app's recompression).
 * @example const dataUrl = drawSharePoster(document, { title, adviser: tgName, qualificationNo, summary, link })
 */
export function drawSharePoster(doc: Document, content: SharePosterContent): string {
  const qr = encode(content.link, { ecc: 'M', border: 2 })
  const canvas = doc.createElement('canvas')
  const measure = canvas.getContext('2d')
  if (!measure) throw new Error('canvas 2d is not available')
  measure.font = `bold 22px ${FONT}`
  const titleLines = wrap(measure, content.title, WIDTH - PAD * 2, 3)
  measure.font = `15px ${FONT}`
  const summaryLines = wrap(measure, content.summary, WIDTH - PAD * 2, 3)
  // The poster is at most 430 px wide and JPEG 0.5 (spec §9): its small print is 13 px and near black, which the
  // encoding keeps legible where 12 px grey went soft (issue #33).
  measure.font = `13px ${FONT}`
  const riskLines = wrap(measure, POSTER_TEXT.risk, WIDTH - PAD * 2, 3)
  const licenceLines = POSTER_TEXT.licences.flatMap((l) => wrap(measure, l, WIDTH - PAD * 2, 2))
  const height = 64 + 24 + titleLines.length * 32 + 12 + 24 + 16 + summaryLines.length * 24 + 24 + QR_SIZE + 40 + 16 + riskLines.length * 20 + 20 + licenceLines.length * 20 + 24
  canvas.width = WIDTH
  canvas.height = height
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, WIDTH, height)
  ctx.fillStyle = RED
  ctx.fillRect(0, 0, WIDTH, 64)
  ctx.fillStyle = '#ffffff'
  ctx.font = `bold 22px ${FONT}`
  ctx.textBaseline = 'middle'
  ctx.fillText(POSTER_TEXT.brand, PAD, 32)

  let y = 64 + 24
  ctx.textBaseline = 'top'
  ctx.fillStyle = '#222222'
  ctx.font = `bold 22px ${FONT}`
  for (const line of titleLines) {
    ctx.fillText(line, PAD, y)
    y += 32
  }
  y += 12
  ctx.fillStyle = '#CF2A28'
  ctx.font = `16px ${FONT}`
  ctx.fillText(POSTER_TEXT.adviser(content.adviser, content.qualificationNo), PAD, y)
  y += 24 + 16
  ctx.fillStyle = '#555555'
  ctx.font = `15px ${FONT}`
  for (const line of summaryLines) {
    ctx.fillText(line, PAD, y)
    y += 24
  }
  y += 24

  const cell = QR_SIZE / qr.size
  const left = (WIDTH - QR_SIZE) / 2
  ctx.fillStyle = '#000000'
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      // Cells drawn 0.5 px larger so no hairline gaps appear between them after scaling.
      if (dark) ctx.fillRect(left + c * cell, y + r * cell, cell + 0.5, cell + 0.5)
    }),
  )
  y += QR_SIZE + 12
  ctx.fillStyle = '#444444'
  ctx.font = `14px ${FONT}`
  ctx.textAlign = 'center'
  ctx.fillText(POSTER_TEXT.scan, WIDTH / 2, y)
  y += 28 + 16
  ctx.font = `13px ${FONT}`
  for (const line of riskLines) {
    ctx.fillText(line, WIDTH / 2, y)
    y += 20
  }
  ctx.fillStyle = '#222222'
  ctx.fillText(POSTER_TEXT.firm, WIDTH / 2, y)
  y += 20
  ctx.fillStyle = '#444444'
  for (const line of licenceLines) {
    ctx.fillText(line, WIDTH / 2, y)
    y += 20
  }
  return canvas.toDataURL('image/jpeg', SHARE_IMAGE_JPEG_QUALITY)
}

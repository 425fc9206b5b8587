import type { ReactNode } from 'react'
import type { TrackRecordPoint } from '@tougu/core'
import { trackRecordMessages as m } from '../../productPageMessages.js'

export interface TrackRecordCardProps {
  /** Monthly points, oldest first (`/api/trackRecord`). */
  points: readonly TrackRecordPoint[]
  /** The drawn chart (TrackRecordChart from `@tougu/react-ui/chart`, loaded lazily); hidden from screen readers. */
  chart?: ReactNode
}

/** Red for gains, green for losses: the colour convention of Chinese markets. */
const trend = (v: number) => (v > 0 ? 'tg-gain' : v < 0 ? 'tg-loss' : undefined)

/**
 * 业绩走势: the latest win rate and cumulative return as text, what each is of and over which window (issue #37),
 * the chart, and every month as a table for screen readers (the chart itself is a picture of the same figures).
 *
 * @example
 * <TrackRecordCard points={record.points} chart={<Suspense fallback={null}><LazyChart points={record.points} /></Suspense>} />
 */
export function TrackRecordCard({ points, chart }: TrackRecordCardProps) {
  const last = points.at(-1)
  const first = points[0]
  return (
    <section className="tg-card tg-track-record" aria-labelledby="tg-track-record-title">
      <h3 className="tg-card-title" id="tg-track-record-title">
        {m.title}
      </h3>
      {!last || !first ? (
        <p className="tg-card-meta">{m.empty}</p>
      ) : (
        <>
          <p className="tg-track-record-figures">
            <span className="tg-visually-hidden">
              {m.summary(points.length, m.percent(Number(last.winRate)), m.signedPercent(Number(last.cumulativeReturn)))}
            </span>
            <span aria-hidden="true">
              <span className="tg-track-record-key tg-track-record-key-win">{m.winRate}</span>
              <strong className="tg-price">{m.percent(Number(last.winRate))}</strong>
            </span>
            <span aria-hidden="true">
              <span className="tg-track-record-key tg-track-record-key-return">{m.cumulativeReturn}</span>
              <strong className={trend(Number(last.cumulativeReturn))}>{m.signedPercent(Number(last.cumulativeReturn))}</strong>
            </span>
          </p>
          <p className="tg-card-meta">{m.window(points.length, m.monthLabel(last.month))}</p>
          <ul className="tg-track-record-definitions tg-card-meta" aria-label={`${m.winRate}、${m.cumulativeReturn}的定义`}>
            {m.definitions.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          {chart ? (
            <div className="tg-track-record-chart" aria-hidden="true">
              {chart}
            </div>
          ) : null}
          <table className="tg-visually-hidden">
            <caption>{m.tableCaption(m.monthLabel(first.month), m.monthLabel(last.month))}</caption>
            <thead>
              <tr>
                <th scope="col">{m.month}</th>
                <th scope="col">{m.winRate}</th>
                <th scope="col">{m.cumulativeReturn}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.month}>
                  <th scope="row">{m.monthLabel(p.month)}</th>
                  <td>{m.percent(Number(p.winRate))}</td>
                  <td>{m.signedPercent(Number(p.cumulativeReturn))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="tg-card-meta">{m.disclaimer}</p>
        </>
      )}
    </section>
  )
}

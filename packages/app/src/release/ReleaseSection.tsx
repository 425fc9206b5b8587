import { Button, List } from 'antd-mobile'
import type { RumSummaryRow } from '@tougu/core'
import { useApiQuery, useServices } from '../services/index.js'
import { QueryView } from '../root/QueryView.js'
import { codeSource } from '../rum/rumEvents.js'
import { APP_VERSION } from './appVersion.js'
import { releaseMessages as m } from './messages.js'
import './releaseSection.css'

/** Values as the report shows them: ms rounded, CLS with three decimals. */
const shown = (row: RumSummaryRow, value: number | null) => (value === null ? '—' : row.metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`)

/**
 * The SDK test page's section on shipping (decision wave3-shipping-6): this page's release and where its code came
 * from, and the real-user speed report of the last 7 days (core's `rum.summary`): count, median and p75 per platform,
 * route and metric.
 * @example <ReleaseSection />
 */
export function ReleaseSection() {
  const { window: win } = useServices()
  const report = useApiQuery('rum.summary', { days: 7 })
  return (
    <>
      <List header={m.releaseSection}>
        <List.Item extra={<span data-testid="app-version">{APP_VERSION}</span>}>{m.appVersion}</List.Item>
        <List.Item extra={<span data-testid="code-source">{m.sources[codeSource(win)]}</span>}>{m.codeSource}</List.Item>
      </List>
      <section className="tg-card" aria-label={m.rumReport}>
        <div className="tg-row">
          <h2 style={{ margin: 0, fontSize: 16 }}>{m.rumReport}</h2>
          <Button size="mini" fill="outline" onClick={() => void report.refresh()}>
            {m.rumRefresh}
          </Button>
        </div>
        <QueryView query={report}>
          {({ data }) =>
            data.rows.length === 0 ? (
              <p className="tg-card-meta">{m.rumEmpty}</p>
            ) : (
              // Scrolls sideways on narrow screens: focusable, so a keyboard can scroll it too.
              <div className="tg-rum-scroll" tabIndex={0} role="region" aria-label={m.rumTable}>
                <table className="tg-rum-table" data-testid="rum-report">
                  <thead>
                    <tr>
                      {(['platform', 'route', 'metric', 'count', 'median', 'p75'] as const).map((k) => (
                        <th key={k} scope="col">
                          {m.rumColumns[k]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row) => (
                      <tr key={`${row.platform} ${row.route} ${row.metric}`}>
                        <td>{row.platform}</td>
                        <td>{row.route}</td>
                        <td>{row.metric}</td>
                        <td>{row.count}</td>
                        <td>{shown(row, row.median)}</td>
                        <td>{shown(row, row.p75)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryView>
      </section>
    </>
  )
}

import { lazy, Suspense } from 'react'
import type { TrackRecordSubject } from '@tougu/core'
import { ErrorRetryBlock, TrackRecordCard } from '@tougu/react-ui'
import { useApiQuery } from '../../services/index.js'

// uPlot comes with the chart as its own chunk, requested only when a product or adviser page shows a record.
const TrackRecordChart = lazy(() => import('@tougu/react-ui/chart').then((c) => ({ default: c.TrackRecordChart })))

const CHART_HEIGHT = 180

/**
 * 业绩走势 of a product (by product id) or an adviser: the figures as text at once, the chart when its chunk
 * arrives (the box keeps its height meanwhile). A failed load shows its message with a retry in place, and the
 * rest of the page stays usable.
 *
 * @example <TrackRecordSection subject="product" id={tips.productId} />
 */
export function TrackRecordSection({ subject, id }: { subject: TrackRecordSubject; id: string }) {
  const record = useApiQuery('performance.trackRecord', { subject, id })
  if (record.status === 'error') return <ErrorRetryBlock description={record.error ?? undefined} onRetry={record.retry} />
  if (!record.data) return <div className="tg-card tg-track-record-loading" aria-hidden="true" />
  const { points } = record.data.data
  return (
    <TrackRecordCard
      points={points}
      chart={
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          <TrackRecordChart points={points} height={CHART_HEIGHT} />
        </Suspense>
      }
    />
  )
}

import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { TrackRecordPoint } from '@tougu/core'
import { trackRecordMessages as m } from '../../productPageMessages.js'

export interface TrackRecordChartProps {
  /** Monthly points, oldest first. */
  points: readonly TrackRecordPoint[]
  /** Plot height in CSS pixels; the width follows the container. */
  height?: number
}

/** The text red of the theme (win rate) and a blue that reads apart from it for red–green colour blindness. */
const WIN_COLOUR = '#cf2a28'
const RETURN_COLOUR = '#1f5fbf'
const AXIS_FONT = '11px -apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", sans-serif'

function options(points: readonly TrackRecordPoint[], width: number, height: number): uPlot.Options {
  const axis = { font: AXIS_FONT, stroke: '#6b6b6b', grid: { stroke: '#eeeeee', width: 1 }, ticks: { show: false } }
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false }, win: { range: [0, 100] }, ret: { auto: true } },
    axes: [
      // Month labels (6月, 7月 …); `space` keeps them apart at 375 px.
      { ...axis, space: 44, values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && points[i] ? m.axisMonth(points[i].month) : '')) },
      { ...axis, scale: 'win', size: 40, values: (_u, splits) => splits.map((v) => `${v}%`) },
      { ...axis, scale: 'ret', side: 1, size: 44, grid: { show: false }, values: (_u, splits) => splits.map((v) => `${v}%`) },
    ],
    series: [
      {},
      { label: m.winRate, scale: 'win', stroke: WIN_COLOUR, width: 2, points: { show: false } },
      { label: m.cumulativeReturn, scale: 'ret', stroke: RETURN_COLOUR, width: 2, dash: [6, 3], points: { show: false } },
    ],
  }
}

/**
 * The track record drawn with uPlot: win rate (solid red, left axis, 0–100 %) and cumulative return (dashed
 * blue, right axis) per month. A picture only: TrackRecordCard carries the same figures as text. Exported from
 * `@tougu/react-ui/chart` so the app loads uPlot lazily, on the routes that show a record.
 *
 * @example
 * const TrackRecordChart = lazy(() => import('@tougu/react-ui/chart').then((c) => ({ default: c.TrackRecordChart })))
 */
export function TrackRecordChart({ points, height = 180 }: TrackRecordChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    // No 2D canvas (a stripped WebView, a DOM without layout): no picture; the card's text and table stay.
    if (!el || !document.createElement('canvas').getContext('2d')) return
    const data: uPlot.AlignedData = [
      points.map((_, i) => i),
      points.map((p) => Number(p.winRate)),
      points.map((p) => Number(p.cumulativeReturn)),
    ]
    const width = () => Math.max(200, Math.floor(el.clientWidth))
    const plot = new uPlot(options(points, width(), height), data, el)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height }))
    observer?.observe(el)
    return () => {
      observer?.disconnect()
      plot.destroy()
    }
  }, [points, height])
  return (
    // No legend of its own: TrackRecordCard's key, with each line's figure, names the lines once (issue #33).
    <figure className="tg-track-record-plot">
      <div ref={box} style={{ minHeight: height }} />
    </figure>
  )
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import type { TrackRecordPoint } from '@tougu/core'
import { TrackRecordChart } from '../track-record-chart/index.js'
import { TrackRecordCard } from './track-record-card.js'

const meta = { title: 'Product/TrackRecordCard', component: TrackRecordCard } satisfies Meta<typeof TrackRecordCard>
export default meta
type Story = StoryObj<typeof meta>

const series = (wins: number[], returns: number[]): TrackRecordPoint[] =>
  wins.map((w, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, winRate: w.toFixed(2), cumulativeReturn: (returns[i] ?? 0).toFixed(2) }))

const rising = series([58, 61.2, 63, 60.5, 64.8, 66, 65.1, 67.3, 66.9, 68.2, 67.5, 68.42], [1.2, 3.5, 2.8, 5.9, 8.1, 7.4, 10.6, 12.2, 11.8, 14.9, 16.3, 18.75])
const falling = series([52, 49.5, 47, 48.2, 45, 44.1, 46, 43.5, 42.8, 44, 43.2, 42.1], [-0.8, -2.5, -4.1, -3.2, -6.8, -7.5, -6.9, -9.4, -10.2, -9.1, -11.6, -12.34])

/** The figures as text and the table only (the chart still loading, or an app that shows no chart). */
export const TextOnly: Story = { args: { points: rising } }
/** The full card as the product pages show it at 375 px. */
export const WithChart: Story = { args: { points: rising, chart: <TrackRecordChart points={rising} /> } }
/** A losing record: the return in green, below zero. */
export const Losing: Story = { args: { points: falling, chart: <TrackRecordChart points={falling} /> } }
/** A product without a record yet. */
export const Empty: Story = { args: { points: [] } }
/** The narrowest phones (320 px): month labels thin out, the axes keep their figures. */
export const NarrowScreen: Story = {
  args: { points: rising, chart: <TrackRecordChart points={rising} /> },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
}
/** A short record (a product three months old): three points. */
export const ShortRecord: Story = {
  args: { points: rising.slice(-3), chart: <TrackRecordChart points={rising.slice(-3)} /> },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { LiveRoomCard, type LiveRoomCardProps } from './live-room-card.js'

const room: LiveRoomCardProps = {
  title: '早盘策略：节后A股怎么走',
  adviserName: '张三',
  qualificationNo: 'S0123512345678',
  status: 'live',
  viewers: 12345,
  startText: '今天 09:00',
}
const statuses = ['live', 'upcoming', 'ended'] as const
const many = Array.from({ length: 15 }, (_, i) => ({
  ...room,
  title: `直播间${i + 1}`,
  status: statuses[i % 3] ?? 'live',
  viewers: i * 97,
}))

const meta = { title: 'Cards/LiveRoomCard', component: LiveRoomCard, args: room } satisfies Meta<
  typeof LiveRoomCard
>
export default meta
type Story = StoryObj<typeof meta>

export const Live: Story = {}
export const Upcoming: Story = { args: { status: 'upcoming', viewers: 0, startText: '明天 20:00' } }
export const Ended: Story = { args: { status: 'ended', viewers: 987 } }
export const LongText: Story = { args: { title: '盘后复盘：'.repeat(15), adviserName: '欧阳长名字投资顾问' } }
const list = (status: 'loading' | 'error' | 'ready', items: LiveRoomCardProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="直播列表"
    getKey={(r) => r.title}
    renderItem={(r) => <LiveRoomCard {...r} onClick={() => undefined} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }
/** With its cover (the reference server's artwork): the status and viewers on the cover. */
export const WithCover: Story = { args: { coverUrl: '/art/live/LV001-720.webp' } }
/** A tile of home's 正在直播 row. */
export const Tile: Story = {
  args: { coverUrl: '/art/live/LV002-480.webp', layout: 'tile' },
  decorators: [(Story) => <div className="tg-live-strip">{Story()}</div>],
}

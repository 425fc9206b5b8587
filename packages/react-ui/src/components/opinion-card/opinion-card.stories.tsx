import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { OpinionCard, type OpinionCardProps } from './opinion-card.js'

// A fixed clock so the relative times in the stories never drift.
const now = new Date(2026, 10, 22, 12, 0)
const opinion: OpinionCardProps = {
  title: '节后行情展望：结构性机会仍在',
  excerpt: '市场在政策预期下震荡上行，建议关注业绩确定性较高的消费龙头。',
  adviserName: '张三',
  qualificationNo: 'S0123512345678',
  publishedAt: new Date(2026, 10, 22, 11, 35),
  now,
}
const many = Array.from({ length: 20 }, (_, i) => ({
  ...opinion,
  title: `观点${i + 1}`,
  publishedAt: new Date(now.getTime() - i * 5 * 3600_000),
  locked: i % 3 === 0,
}))

const meta = { title: 'Cards/OpinionCard', component: OpinionCard, args: opinion } satisfies Meta<
  typeof OpinionCard
>
export default meta
type Story = StoryObj<typeof meta>

export const MinutesAgo: Story = {}
export const HoursAgo: Story = { args: { publishedAt: new Date(2026, 10, 22, 7, 0) } }
export const SameYear: Story = { args: { publishedAt: new Date(2026, 2, 8, 10, 0) } }
export const EarlierYear: Story = { args: { publishedAt: new Date(2024, 11, 31, 10, 0) } }
export const Locked: Story = { args: { locked: true } }
export const LongText: Story = {
  args: { title: '深度：'.repeat(20), excerpt: '长期来看优质资产的估值修复仍有空间。'.repeat(10) },
}
const list = (status: 'loading' | 'error' | 'ready', items: OpinionCardProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="观点列表"
    getKey={(o) => o.title}
    renderItem={(o) => <OpinionCard {...o} onClick={() => undefined} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { OpinionPackageCard, type OpinionPackageCardProps } from './opinion-package-card.js'

const pkg: OpinionPackageCardProps = {
  name: '金股日报',
  adviserName: '张三',
  description: '每个交易日盘前推送一只精选个股及操作思路。',
  subscribers: 1288,
  price: 99,
}
const many = Array.from({ length: 15 }, (_, i) => ({ ...pkg, name: `观点包${i + 1}`, subscribers: i * 31 }))

const meta = { title: 'Cards/OpinionPackageCard', component: OpinionPackageCard, args: pkg } satisfies Meta<
  typeof OpinionPackageCard
>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const NotOnSale: Story = { args: { price: null } }
export const LongText: Story = {
  args: { name: '价值精选：'.repeat(10), description: '每个交易日盘前推送精选个股。'.repeat(10) },
}
const list = (status: 'loading' | 'error' | 'ready', items: OpinionPackageCardProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="观点包列表"
    getKey={(p) => p.name}
    renderItem={(p) => <OpinionPackageCard {...p} onClick={() => undefined} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }
/** The price with its period, and the row's tags (issue #33). */
export const WithPeriodAndTags: Story = { args: { periodId: 14, tags: [{ label: '风险R2', tone: 'risk' }, { label: '热门', tone: 'offer' }] } }

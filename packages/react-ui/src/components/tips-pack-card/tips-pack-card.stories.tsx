import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { TipsPackCard, type TipsPackCardProps } from './tips-pack-card.js'

const tips: TipsPackCardProps = {
  title: '短线锦囊',
  adviserName: '张三',
  summary: '盘中实时提示买卖点，严格止损。',
  price: 199,
  periodId: 14,
}
const periods = [1, 7, 14, 16, 19, 20, 24, 0]
const many = periods.map((periodId, i) => ({
  ...tips,
  title: `锦囊${i + 1}`,
  periodId,
  price: periodId === 24 ? 0 : 99 + i * 50,
}))

const meta = { title: 'Cards/TipsPackCard', component: TipsPackCard, args: tips } satisfies Meta<
  typeof TipsPackCard
>
export default meta
type Story = StoryObj<typeof meta>

export const Monthly: Story = {}
export const LimitedTimeFree: Story = { args: { periodId: 24, price: 0 } }
export const NotOnSale: Story = { args: { price: null } }
export const LongText: Story = {
  args: { title: '短线锦囊：'.repeat(10), summary: '盘中实时提示买卖点。'.repeat(12) },
}
const list = (status: 'loading' | 'error' | 'ready', items: TipsPackCardProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="锦囊列表"
    getKey={(t) => t.title}
    renderItem={(t) => <TipsPackCard {...t} onClick={() => undefined} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }
/** With what a list row is compared on (issue #33). */
export const WithTags: Story = {
  args: { tags: [{ label: '风险R3', tone: 'risk' }, { label: '胜率62.5%', tone: 'plain' }, { label: '已订阅', tone: 'held' }, { label: '限时', tone: 'offer' }, { label: '热门', tone: 'offer' }] },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { CommissionProductCard, type CommissionProductCardProps } from './commission-product-card.js'

const product: CommissionProductCardProps = {
  name: '佣金宝·组合投顾',
  adviserName: '张三',
  description: '按成交金额收取服务费，与盈亏无关；无需预付，冷静期内不收费。',
  rate: '成交金额的万分之8',
}
const many = Array.from({ length: 12 }, (_, i) => ({
  ...product,
  name: `佣金产品${i + 1}`,
}))

const meta = {
  title: 'Cards/CommissionProductCard',
  component: CommissionProductCard,
  args: product,
} satisfies Meta<typeof CommissionProductCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const LongText: Story = {
  args: { name: '稳健提成宝：'.repeat(8), description: '盈利才收费。'.repeat(20) },
}
const list = (status: 'loading' | 'error' | 'ready', items: CommissionProductCardProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="提成产品列表"
    getKey={(p) => p.name}
    renderItem={(p) => <CommissionProductCard {...p} onClick={() => undefined} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }

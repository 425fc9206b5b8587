import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { OrderItem } from './order-item.js'

const order = {
  productName: '金股日报（月度）',
  orderId: '202611220001',
  statusText: '服务中',
  amount: 99,
  createdText: '2026-11-22 10:00',
}
const statuses = ['待支付', '服务中', '已到期', '已解约']
const many = Array.from({ length: 20 }, (_, i) => ({
  ...order,
  orderId: `2026112200${String(i).padStart(2, '0')}`,
  statusText: statuses[i % 4] ?? '服务中',
  statusEmphasis: i % 4 === 0,
}))

const meta = { title: 'Cards/OrderItem', component: OrderItem, args: order } satisfies Meta<typeof OrderItem>
export default meta
type Story = StoryObj<typeof meta>

export const InService: Story = {}
export const AwaitingPayment: Story = {
  args: {
    statusText: '待支付',
    statusEmphasis: true,
    actions: [
      { label: '取消', onClick: () => undefined },
      { label: '去支付', onClick: () => undefined, primary: true },
    ],
  },
}
export const Paying: Story = {
  args: {
    statusText: '待支付',
    statusEmphasis: true,
    actions: [
      { label: '取消', onClick: () => undefined },
      { label: '去支付', onClick: () => undefined, primary: true, loading: true },
    ],
  },
}
export const LongText: Story = {
  args: { productName: '价值精选成长策略组合（含盘中提示与周度复盘服务）'.repeat(3) },
}
const list = (status: 'loading' | 'error' | 'ready', items: (typeof order)[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="我的订单"
    getKey={(o) => o.orderId}
    renderItem={(o) => <OrderItem {...o} onClick={() => undefined} />}
    onRetry={() => undefined}
    emptyText="您还没有订单"
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }

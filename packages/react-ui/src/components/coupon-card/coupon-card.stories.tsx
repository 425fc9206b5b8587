import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { CouponCard, type CouponCardProps } from './coupon-card.js'

const coupon: CouponCardProps = {
  name: '观点包满减券',
  valueText: '¥50',
  condition: '满199元可用',
  validUntil: '2026-12-31',
  status: 'usable',
  onUse: () => undefined,
}
const statuses = ['usable', 'used', 'expired'] as const
const many = Array.from({ length: 12 }, (_, i) => ({
  ...coupon,
  name: `优惠券${i + 1}`,
  status: statuses[i % 3] ?? 'usable',
}))

const meta = { title: 'Cards/CouponCard', component: CouponCard, args: coupon } satisfies Meta<
  typeof CouponCard
>
export default meta
type Story = StoryObj<typeof meta>

export const Usable: Story = {}
export const Used: Story = { args: { status: 'used' } }
export const Expired: Story = { args: { status: 'expired' } }
export const LongText: Story = {
  args: { name: '体验券：'.repeat(10), condition: '仅限指定投顾的指定产品使用，'.repeat(4) },
}
const list = (status: 'loading' | 'error' | 'ready', items: CouponCardProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="优惠券列表"
    getKey={(c) => c.name}
    renderItem={(c) => <CouponCard {...c} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }

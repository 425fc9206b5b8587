import type { Meta, StoryObj } from '@storybook/react-vite'
import { SubscriptionIncludes } from './subscription-includes.js'

const meta = {
  title: 'Pricing/SubscriptionIncludes',
  component: SubscriptionIncludes,
  args: { items: ['每个交易日盘前推送精选标的', '买入区间、目标价与止损位', '盘中异动即时提醒'], subscriberCount: 1280 },
} satisfies Meta<typeof SubscriptionIncludes>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const ManySubscribers: Story = { args: { subscriberCount: 123456 } }
export const NoItems: Story = { args: { items: [], subscriberCount: 0 } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PurchaseBar } from './purchase-bar.js'

const meta = {
  title: 'Pricing/PurchaseBar',
  component: PurchaseBar,
  args: { onAction: fn(), price: <span className="tg-price">¥99 / 1个月</span> },
} satisfies Meta<typeof PurchaseBar>
export default meta
type Story = StoryObj<typeof meta>

export const Subscribe: Story = { args: { state: 'subscribe' } }
export const Subscribed: Story = { args: { state: 'subscribed', price: undefined } }
export const Renew: Story = { args: { state: 'renew' } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceCard } from './price-card.js'

const meta = { title: 'Pricing/PriceCard', component: PriceCard } satisfies Meta<typeof PriceCard>
export default meta
type Story = StoryObj<typeof meta>

const items = [
  { periodId: 14, price: 99, oldPrice: 199 },
  { periodId: 16, price: 269, oldPrice: 299 },
  { periodId: 20, price: 899, oldPrice: 899 },
]

export const LowestFrom: Story = { args: { items, selected: null } }
export const TappedPeriod: Story = { args: { items, selected: 16 } }
export const LimitedTimeFree: Story = { args: { items: [{ periodId: 24, price: 0, oldPrice: 99 }, ...items], selected: null } }
export const NothingOnSale: Story = { args: { items: [{ periodId: 14, price: null, oldPrice: 199 }], selected: null } }
export const CommissionRate: Story = { args: { rate: '万分之8' } }

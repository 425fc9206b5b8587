import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { PriceList, type PriceListItem } from './price-list.js'

function Stateful({ items, initial }: { items: PriceListItem[]; initial: number | null }) {
  const [value, setValue] = useState(initial)
  return <PriceList items={items} value={value} onChange={setValue} />
}

const items: PriceListItem[] = [
  { periodId: 14, price: 99, oldPrice: 199 },
  { periodId: 16, price: 269, oldPrice: 299 },
  { periodId: 20, price: 899 },
]

const meta = { title: 'Pricing/PriceList', component: Stateful, args: { items, initial: 14 } } satisfies Meta<
  typeof Stateful
>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithUnavailablePrice: Story = {
  args: { items: [...items, { periodId: 19, price: null, oldPrice: 599 }] },
}
export const LimitedTimeFree: Story = {
  args: { items: [{ periodId: 24, price: 0, oldPrice: 99 }], initial: 24 },
}
export const ManyItems: Story = {
  args: {
    items: [0, 1, 2, 7, 11, 14, 15, 16, 19, 20, 24].map((periodId, i) => ({
      periodId,
      price: periodId === 24 ? 0 : 10 + i * 40,
      oldPrice: 20 + i * 50,
    })),
    initial: null,
  },
}
export const Empty: Story = { args: { items: [], initial: null } }

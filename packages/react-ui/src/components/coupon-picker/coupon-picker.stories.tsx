import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { CouponPicker, type CouponPickerOption } from './coupon-picker.js'

function Stateful({ options, initial }: { options: CouponPickerOption[]; initial: string | null }) {
  const [value, setValue] = useState(initial)
  return <CouponPicker options={options} value={value} onChange={setValue} />
}

const options: CouponPickerOption[] = [
  { id: 'CP009', name: '锦囊9折券', terms: '9折', validUntil: '2026-12-23' },
  { id: 'CP003', name: '指定投顾20元券', terms: '无门槛减20', validUntil: '2026-12-23' },
  { id: 'CP001', name: '全场通用50元券', terms: '满200减50', validUntil: '2026-12-23', disabledReason: '订单金额未满200元' },
  { id: 'CP002', name: '观点包专享30元券', terms: '满100减30', validUntil: '2026-12-23', disabledReason: '不适用于此产品' },
]

const meta = { title: 'Pricing/CouponPicker', component: Stateful, args: { options, initial: null } } satisfies Meta<typeof Stateful>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Chosen: Story = { args: { initial: 'CP009' } }
export const NoneApplies: Story = {
  args: { options: options.map((o) => ({ ...o, disabledReason: o.disabledReason ?? '请先选择订阅周期' })) },
}
export const NoCoupons: Story = { args: { options: [] } }
export const LongText: Story = {
  args: { options: [{ id: 'L', name: '仅限指定投顾的指定产品使用的满减券'.repeat(3), terms: '满10000减1000', disabledReason: '仅限指定投顾的产品使用' }] },
}

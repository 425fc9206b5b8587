import type { Meta, StoryObj } from '@storybook/react-vite'
import { HoldingItem } from './holding-item.js'

const meta = {
  title: 'Cards/HoldingItem',
  component: HoldingItem,
  args: { productName: '金股锦囊·新能源', typeText: '锦囊', validityText: '有效期至 2027-02-22', onOpen: () => undefined },
} satisfies Meta<typeof HoldingItem>
export default meta
type Story = StoryObj<typeof meta>

export const Package: Story = { args: { productName: '半导体深度观点包', typeText: '观点包' } }
export const WithUpdateNotice: Story = { args: { toggle: { label: '更新提醒', checked: true, onChange: () => undefined } } }
export const NoticeOff: Story = { args: { toggle: { label: '更新提醒', checked: false, onChange: () => undefined } } }
export const NoticeLoading: Story = { args: { toggle: { label: '更新提醒', checked: false, loading: true, onChange: () => undefined } } }
/** A service due for renewal (已购产品, issue #32): 订单详情 and 续费 beside the row, which opens the content. */
export const DueForRenewal: Story = {
  args: {
    validityText: '有效期至 2026-11-30',
    actions: [
      { label: '订单详情', onClick: () => undefined },
      { label: '续费', onClick: () => undefined, primary: true },
    ],
    toggle: { label: '更新提醒', checked: true, onChange: () => undefined },
  },
}

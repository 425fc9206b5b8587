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

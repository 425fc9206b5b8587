import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CancellationDialog } from './cancellation-dialog.js'

const products = [
  { orderId: '202601010001', productName: '金牛稳健组合（季度）' },
  { orderId: '202601010002', productName: '短线锦囊（月度）' },
]

const meta = {
  title: 'Dialogs/CancellationDialog',
  component: CancellationDialog,
  args: { visible: true, products, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof CancellationDialog>
export default meta
type Story = StoryObj<typeof meta>

export const WithProducts: Story = {}
export const NoCancellableOrders: Story = { args: { products: [] } }
export const ManyItems: Story = {
  args: {
    products: Array.from({ length: 15 }, (_, i) => ({
      orderId: `ORD${1000 + i}`,
      productName: `投顾产品${i + 1}号`,
    })),
  },
}
export const LongText: Story = {
  args: {
    products: [
      {
        orderId: 'L1',
        productName: '超长名称的投顾产品：价值精选成长策略组合（含盘中提示与周度复盘服务）'.repeat(2),
      },
    ],
  },
}

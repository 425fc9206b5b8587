import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CancellationDialog } from './cancellation-dialog.js'

const products = [
  { orderId: '202601010001', productName: '价值精选观点包（季度）' },
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
/** The refund of each product, quoted by the server's rule, and the total of the ticked ones (issue #37). */
export const WithRefundQuotes: Story = {
  args: {
    quotes: {
      '202601010001': { amount: '798.00', explain: '冷静期内（至2026-01-08）解约，全额退还已付798.00元' },
      '202601010002': { amount: '152.33', explain: '冷静期已过，按剩余服务天数退还：298.00元×15÷30天' },
    },
  },
}
export const QuotesLoading: Story = { args: { quotes: {}, quotesState: 'loading' } }
export const QuotesFailed: Story = { args: { quotes: {}, quotesState: 'failed', onRetry: fn() } }
/** After 确认解约: what each product refunded. */
export const Done: Story = {
  args: {
    done: [
      { orderId: '202601010001', productName: '价值精选观点包（季度）', amount: '798.00' },
      { orderId: '202601010002', productName: '短线锦囊（月度）', amount: '152.33' },
    ],
  },
}

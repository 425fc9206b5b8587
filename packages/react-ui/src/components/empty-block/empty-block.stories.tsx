import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmptyBlock } from './empty-block.js'

const meta = { title: 'Feedback/EmptyBlock', component: EmptyBlock } satisfies Meta<typeof EmptyBlock>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithDescription: Story = { args: { description: '您还没有订单' } }
export const LongText: Story = {
  args: { description: '暂时没有符合条件的内容，换个关键词试试，或者去看看热门投顾的最新观点。'.repeat(3) },
}

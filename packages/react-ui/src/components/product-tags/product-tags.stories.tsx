import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductTags } from './product-tags.js'

const meta = { title: 'Products/ProductTags', component: ProductTags, args: { tags: [] } } satisfies Meta<typeof ProductTags>
export default meta
type Story = StoryObj<typeof meta>

export const AllTones: Story = {
  args: {
    tags: [
      { label: '风险R3', tone: 'risk' },
      { label: '胜率62.5%', tone: 'plain' },
      { label: '已订阅', tone: 'held' },
      { label: '限时', tone: 'offer' },
      { label: '热门', tone: 'offer' },
    ],
  },
}
/** At 320 px the tags stay on their line: the row clips rather than wrapping a tag. */
export const Narrow: Story = { ...AllTones, decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>] }

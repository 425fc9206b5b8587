import type { Meta, StoryObj } from '@storybook/react-vite'
import { EntryGrid } from './entry-grid.js'

const label = (key: string, text: string) => ({ key, label: text, href: `#${key}`, iconClass: `tg-entry-${key}` })

const meta = {
  title: 'Navigation/EntryGrid',
  component: EntryGrid,
  args: { label: '产品与服务', onOpen: (_item, e) => e.preventDefault() },
} satisfies Meta<typeof EntryGrid>
export default meta
type Story = StoryObj<typeof meta>

/** Home's ten entries (the app's stylesheet draws their icons; here their grey boxes stand in). */
export const Home: Story = {
  args: {
    items: [
      label('advisers', '投顾'),
      label('live', '直播'),
      label('opinions', '观点'),
      label('packages', '观点包'),
      label('tips', '锦囊'),
      label('commission', '佣金产品'),
      label('quiz', '问答'),
      label('coupons', '优惠券'),
      label('activities', '活动'),
      label('hot', '热门观点'),
    ],
  },
}
/** Fewer than a row: the entries keep their width. */
export const ThreeEntries: Story = { args: { items: [label('advisers', '投顾'), label('live', '直播'), label('tips', '锦囊')] } }
/** At 320 px wide: every label still on one line. */
export const Narrow: Story = { ...Home, decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>] }

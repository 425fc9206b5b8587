import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { AdviserCard, type AdviserCardProps } from './adviser-card.js'

const adviser: AdviserCardProps = {
  name: '张三',
  teamName: '价值投研团队',
  qualificationNo: 'A0120612345678',
  intro: '十年A股研究经验，擅长价值投资与行业轮动。',
}
const many = Array.from({ length: 20 }, (_, i) => ({
  ...adviser,
  name: `投顾${i + 1}`,
  qualificationNo: `A01206${String(i).padStart(8, '0')}`,
}))

const meta = { title: 'Cards/AdviserCard', component: AdviserCard, args: adviser } satisfies Meta<
  typeof AdviserCard
>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Tappable: Story = { args: { onClick: () => undefined } }
export const LongText: Story = {
  args: {
    name: '欧阳·长名字投资顾问',
    teamName: '超长团队名称：价值成长精选策略研究与投资顾问服务团队',
    intro: '擅长价值投资与行业轮动，'.repeat(12),
  },
}
const list = (status: 'loading' | 'error' | 'ready', items: AdviserCardProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="投顾列表"
    getKey={(a) => a.qualificationNo}
    renderItem={(a) => <AdviserCard {...a} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }

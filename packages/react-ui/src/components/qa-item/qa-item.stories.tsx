import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContentList } from '../content-list/content-list.js'
import { QaItem, type QaItemProps } from './qa-item.js'

const now = new Date(2026, 10, 22, 12, 0)
const qa: QaItemProps = {
  question: '这只股票还能继续持有吗？',
  askedAt: new Date(2026, 10, 22, 10, 0),
  now,
  answer: '基本面未变，可继续持有，注意控制仓位。',
  adviserName: '张三',
  qualificationNo: 'S0123512345678',
}
const many = Array.from({ length: 15 }, (_, i) => ({
  ...qa,
  question: `问题${i + 1}：后市怎么看？`,
  answer: i % 2 ? undefined : qa.answer,
}))

const meta = { title: 'Cards/QaItem', component: QaItem, args: qa } satisfies Meta<typeof QaItem>
export default meta
type Story = StoryObj<typeof meta>

export const Answered: Story = {}
export const Pending: Story = { args: { answer: undefined } }
export const LongText: Story = {
  args: { question: '请问老师，'.repeat(20), answer: '建议耐心持有。'.repeat(20) },
}
const list = (status: 'loading' | 'error' | 'ready', items: QaItemProps[]) => () => (
  <ContentList
    status={status}
    items={items}
    label="问答列表"
    getKey={(q) => q.question}
    renderItem={(q) => <QaItem {...q} onClick={() => undefined} />}
    onRetry={() => undefined}
  />
)
export const Loading: Story = { render: list('loading', []) }
export const Empty: Story = { render: list('ready', []) }
export const Error: Story = { render: list('error', []) }
export const ManyItems: Story = { render: list('ready', many) }

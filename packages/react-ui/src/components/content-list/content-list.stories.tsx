import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ContentList } from './content-list.js'

const meta = {
  title: 'Feedback/ContentList',
  component: ContentList<string>,
  args: {
    status: 'ready',
    items: ['第一条', '第二条', '第三条'],
    label: '列表',
    getKey: (s: string) => s,
    renderItem: (s: string) => <p className="tg-card">{s}</p>,
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentList<string>>
export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Loading: Story = { args: { status: 'loading' } }
export const Error: Story = { args: { status: 'error', errorMessage: '系统繁忙，请稍后重试' } }
export const Empty: Story = { args: { items: [] } }
export const ManyItems: Story = { args: { items: Array.from({ length: 50 }, (_, i) => `第${i + 1}条`) } }

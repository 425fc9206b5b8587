import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { TabBar, type TabBarItem } from './tab-bar.js'

function Stateful({ items, initial }: { items: TabBarItem[]; initial: string }) {
  const [key, setKey] = useState(initial)
  return <TabBar items={items} activeKey={key} onChange={setKey} />
}

const items: TabBarItem[] = [
  { key: 'home', title: '社区' },
  { key: 'mine', title: '我的', badge: 3 },
]

const meta = {
  title: 'Navigation/TabBar',
  component: Stateful,
  args: { items, initial: 'home' },
} satisfies Meta<typeof Stateful>
export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = {}
export const Mine: Story = { args: { initial: 'mine' } }
export const ManyItems: Story = {
  args: {
    items: ['社区', '直播', '观点', '锦囊', '我的'].map((title, i) => ({
      key: String(i),
      title,
      badge: i === 1 ? true : undefined,
    })),
    initial: '0',
  },
}

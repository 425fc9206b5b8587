import type { Meta, StoryObj } from '@storybook/react-vite'
import AppOutline from 'antd-mobile-icons/es/AppOutline'
import FileOutline from 'antd-mobile-icons/es/FileOutline'
import GiftOutline from 'antd-mobile-icons/es/GiftOutline'
import UserOutline from 'antd-mobile-icons/es/UserOutline'
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

/** The app's bar (首页 / 观点 / 活动 / 我的) with its antd-mobile-icons icons, as in the browser and WeChat. */
const appTabs: TabBarItem[] = [
  { key: 'home', title: '首页', icon: <AppOutline /> },
  { key: 'opinions', title: '观点', icon: <FileOutline /> },
  { key: 'activities', title: '活动', icon: <GiftOutline /> },
  { key: 'mine', title: '我的', icon: <UserOutline /> },
]
export const WithIcons: Story = { args: { items: appTabs, initial: 'home' } }
export const WithIconsMineActive: Story = {
  args: { items: appTabs.map((tab) => (tab.key === 'mine' ? { ...tab, badge: true } : tab)), initial: 'mine' },
}

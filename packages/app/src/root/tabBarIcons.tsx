import AppOutline from 'antd-mobile-icons/es/AppOutline'
import FileOutline from 'antd-mobile-icons/es/FileOutline'
import GiftOutline from 'antd-mobile-icons/es/GiftOutline'
import UserOutline from 'antd-mobile-icons/es/UserOutline'

/** The tab bar's icons (antd-mobile-icons, the set 我的 and the status blocks use), one chunk loaded after the first screen. */
const ICONS = { home: AppOutline, opinions: FileOutline, activities: GiftOutline, mine: UserOutline }

export type TabBarIconName = keyof typeof ICONS

/** One tab's icon by name. */
export function TabBarIcon({ name }: { name: TabBarIconName }) {
  const Icon = ICONS[name]
  return <Icon />
}

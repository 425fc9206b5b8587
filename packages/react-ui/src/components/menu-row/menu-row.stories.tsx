import type { Meta, StoryObj } from '@storybook/react-vite'
import CouponOutline from 'antd-mobile-icons/es/CouponOutline'
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline'
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline'
import { MenuGroup, MenuRow } from './menu-row.js'

const meta = { title: 'Navigation/MenuRow', component: MenuRow } satisfies Meta<typeof MenuRow>
export default meta
type Story = StoryObj<typeof meta>

const noop = () => undefined

export const WithIcon: Story = { args: { icon: <UnorderedListOutline />, title: '我的订单', onClick: noop } }
/** A reminder at the end of the row (我的's renewal notice), in the text red. */
export const WithExtra: Story = {
  args: { icon: <ShopbagOutline />, title: '已购产品', extra: <span style={{ color: 'var(--tg-color-primary-text)' }}>1项服务即将到期，请及时续费</span>, onClick: noop },
}
export const WithoutIcon: Story = { args: { title: '问答', onClick: noop } }
/** Rows in a group, as 我的 shows them. */
export const Group: Story = {
  args: { title: '我的订单', onClick: noop },
  render: () => (
    <MenuGroup>
      <MenuRow icon={<UnorderedListOutline />} title="我的订单" onClick={noop} />
      <MenuRow icon={<CouponOutline />} title="我的优惠券" onClick={noop} />
    </MenuGroup>
  ),
}

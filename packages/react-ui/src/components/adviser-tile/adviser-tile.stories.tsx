import type { Meta, StoryObj } from '@storybook/react-vite'
import { AdviserTile } from './adviser-tile.js'

const meta = { title: 'Domain/AdviserTile', component: AdviserTile } satisfies Meta<typeof AdviserTile>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { args: { name: '王明远', caption: '宏观策略团队', avatarUrl: '/art/avatar/TG001-144.webp' } }
export const NoPortrait: Story = { args: { name: '李欣怡', caption: '价值发现团队' } }
/** A long team name ends in … on one line. */
export const LongCaption: Story = { args: { name: '欧阳文博', caption: '量化研究与资产配置团队', avatarUrl: '/art/avatar/TG003-144.webp' } }
/** Home's row: tiles side by side, scrolled sideways. */
export const Row: Story = {
  render: () => (
    <div className="tg-adviser-strip" style={{ width: 320 }}>
      {['TG001', 'TG002', 'TG003', 'TG004', 'TG005', 'TG006'].map((id, i) => (
        <AdviserTile key={id} name={['王明远', '李欣怡', '张文博', '刘子涵', '陈思远', '杨晓彤'][i]!} caption="投资顾问" avatarUrl={`/art/avatar/${id}-144.webp`} />
      ))}
    </div>
  ),
  args: { name: '' },
}
/** With the 执业编号 under the name, as home shows advisers. */
export const WithQualification: Story = { args: { name: '王明远', qualificationNo: 'S0123512345678', avatarUrl: '/art/avatar/TG001-144.webp' } }

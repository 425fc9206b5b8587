import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdviserCredentials } from './adviser-credentials.js'

const meta = {
  title: 'Advisers/AdviserCredentials',
  component: AdviserCredentials,
  args: { tgName: '张伟', teamName: '价值投资研究团队', qualificationNo: 'S0260520130001', practiceYears: 11 },
} satisfies Meta<typeof AdviserCredentials>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const LinkedToAdviser: Story = { args: { onOpen: fn() } }
export const LongTeamName: Story = { args: { teamName: '新能源与高端制造产业链深度研究投资顾问团队', practiceYears: 0 } }

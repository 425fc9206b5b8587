import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { RiskWarningDialog } from './risk-warning-dialog.js'

const meta = {
  title: 'Dialogs/RiskWarningDialog',
  component: RiskWarningDialog,
  args: { visible: true, onClose: fn() },
} satisfies Meta<typeof RiskWarningDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Closed: Story = { args: { visible: false } }

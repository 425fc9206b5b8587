import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { RiskDisclosurePrompt } from './risk-disclosure-prompt.js'

const meta = {
  title: 'Dialogs/RiskDisclosurePrompt',
  component: RiskDisclosurePrompt,
  args: { visible: true, kind: 'Live', onAcknowledge: fn(), onCancel: fn() },
} satisfies Meta<typeof RiskDisclosurePrompt>
export default meta
type Story = StoryObj<typeof meta>

export const Live: Story = {}
export const Tips: Story = { args: { kind: 'Tips' } }
export const Closed: Story = { args: { visible: false } }

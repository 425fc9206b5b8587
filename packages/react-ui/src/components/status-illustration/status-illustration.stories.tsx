import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusIllustration } from './status-illustration.js'

// The icons of the empty and error blocks on their own (EmptyBlock and ErrorRetryBlock show them in place).
const meta = {
  title: 'Feedback/StatusIllustration',
  component: StatusIllustration,
  decorators: [
    (Story) => (
      <div style={{ height: 64 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusIllustration>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: { kind: 'empty' } }
export const LoadError: Story = { args: { kind: 'default' } }

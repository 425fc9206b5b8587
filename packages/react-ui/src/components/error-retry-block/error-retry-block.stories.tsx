import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ErrorRetryBlock } from './error-retry-block.js'

const meta = {
  title: 'Feedback/ErrorRetryBlock',
  component: ErrorRetryBlock,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorRetryBlock>
export default meta
type Story = StoryObj<typeof meta>

export const WithRetry: Story = {}
export const ServerMessage: Story = { args: { description: '网络请求超时！' } }
export const WithoutRetry: Story = { args: { onRetry: undefined } }

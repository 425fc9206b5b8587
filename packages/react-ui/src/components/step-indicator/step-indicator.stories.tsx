import type { Meta, StoryObj } from '@storybook/react-vite'
import { StepIndicator } from './step-indicator.js'

const steps = ['须知', '下单', '测评', '揭示书', '协议', '完成']
const meta = { title: 'Sign/StepIndicator', component: StepIndicator, args: { steps, current: 0, label: '签约步骤' } } satisfies Meta<typeof StepIndicator>
export default meta
type Story = StoryObj<typeof meta>

export const First: Story = {}
export const Middle: Story = { args: { current: 3 } }
export const Last: Story = { args: { current: 5 } }
/** The commission product's shorter flow. */
export const FourSteps: Story = { args: { steps: ['须知', '下单', '测评', '协议'], current: 1 } }

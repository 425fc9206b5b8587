import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListSkeleton } from './list-skeleton.js'

const meta = { title: 'Feedback/ListSkeleton', component: ListSkeleton } satisfies Meta<typeof ListSkeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const ManyItems: Story = { args: { rows: 8, lines: 3 } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductRiskNote } from './product-risk-note.js'

const meta = { title: 'Pricing/ProductRiskNote', component: ProductRiskNote } satisfies Meta<typeof ProductRiskNote>
export default meta
type Story = StoryObj<typeof meta>

export const Low: Story = { args: { level: 'R1' } }
export const Medium: Story = { args: { level: 'R3' } }
export const High: Story = { args: { level: 'R5' } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { PageSkeleton } from './page-skeleton.js'

const meta = { title: 'Feedback/PageSkeleton', component: PageSkeleton } satisfies Meta<typeof PageSkeleton>
export default meta
type Story = StoryObj<typeof meta>

/** Tips / commission introduction, opinion package: title, price card with period chips, facts, purchase bar. */
export const ProductPage: Story = { args: { shape: 'product' } }
/** Tips / commission content, opinion, Q&A thread: title and a body of text. */
export const Detail: Story = { args: { shape: 'detail' } }

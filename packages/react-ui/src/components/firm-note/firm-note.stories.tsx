import type { Meta, StoryObj } from '@storybook/react-vite'
import { FirmNote } from './firm-note.js'

const meta = { title: 'Compliance/FirmNote', component: FirmNote } satisfies Meta<typeof FirmNote>
export default meta
type Story = StoryObj<typeof meta>

/** Home's foot and 我的: the firm, its licence and qualification, the complaint hotline. */
export const Block: Story = {}
/** A product page's foot. */
export const Compact: Story = { args: { compact: true } }
/** At 320 px wide: the licence lines wrap, nothing runs past the edge. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>] }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SearchEntry } from './search-entry.js'

const meta = { title: 'Navigation/SearchEntry', component: SearchEntry, args: { onOpen: fn() } } satisfies Meta<typeof SearchEntry>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const CustomPlaceholder: Story = { args: { placeholder: '搜索投顾、产品、观点' } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { SearchBar } from './search-bar.js'

function Stateful({ initial, autoFocus = false }: { initial: string; autoFocus?: boolean }) {
  const [value, setValue] = useState(initial)
  return <SearchBar value={value} onChange={setValue} onSearch={() => undefined} autoFocus={autoFocus} />
}

const meta = { title: 'Navigation/SearchBar', component: Stateful, args: { initial: '' } } satisfies Meta<
  typeof Stateful
>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithKeyword: Story = { args: { initial: '金股' } }
export const LongText: Story = { args: { initial: '价值精选成长策略组合'.repeat(5) } }
/** As the search page opens with nothing searched yet: the caret in the box. */
export const Focused: Story = { args: { autoFocus: true } }

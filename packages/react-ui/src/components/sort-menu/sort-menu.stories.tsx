import type { Meta, StoryObj } from '@storybook/react-vite'
import type { SortMenu as SortMenuCode } from '@tougu/core'
import { useState } from 'react'
import { SortMenu } from './sort-menu.js'

function Stateful({ initial }: { initial: SortMenuCode }) {
  const [value, setValue] = useState(initial)
  return <SortMenu value={value} onChange={setValue} />
}

const meta = { title: 'Navigation/SortMenu', component: Stateful, args: { initial: 1 } } satisfies Meta<
  typeof Stateful
>
export default meta
type Story = StoryObj<typeof meta>

export const Comprehensive: Story = {}
export const ByWinRate: Story = { args: { initial: 4 } }

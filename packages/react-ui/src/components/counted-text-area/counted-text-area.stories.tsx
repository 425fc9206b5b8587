import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { CountedTextArea } from './counted-text-area.js'

function Stateful(props: { initial: string; maxLength: number; placeholder?: string }) {
  const [v, setV] = useState(props.initial)
  return (
    <CountedTextArea value={v} onChange={setV} maxLength={props.maxLength} placeholder={props.placeholder} />
  )
}

const meta = {
  title: 'Form/CountedTextArea',
  component: Stateful,
  args: { initial: '', maxLength: 100, placeholder: '请填写该题的答案' },
} satisfies Meta<typeof Stateful>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { initial: '我已了解该产品的服务内容和风险。' } }
export const AtLimit: Story = { args: { initial: '满'.repeat(100) } }

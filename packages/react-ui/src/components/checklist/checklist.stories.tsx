import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Checklist, type ChecklistProps } from './checklist.js'

function Stateful(props: Omit<ChecklistProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? [])
  return <Checklist {...props} value={value} onChange={setValue} />
}

const options = [
  { value: '1', label: '是' },
  { value: '2', label: '否' },
]
const many = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `选项${i + 1}：稳健型投顾组合${i + 1}号`,
}))

const meta = {
  title: 'Form/Checklist',
  component: Stateful,
  args: { label: '请选择', options },
} satisfies Meta<typeof Stateful>
export default meta
type Story = StoryObj<typeof meta>

export const RadioWhenMaxIsOne: Story = { args: { max: 1, initial: ['1'] } }
export const Multiple: Story = { args: { options: many.slice(0, 4) } }
export const AtMostTwo: Story = { args: { options: many.slice(0, 5), max: 2, initial: ['1', '2'] } }
export const AtLeastOne: Story = { args: { options: many.slice(0, 3), min: 1, initial: ['2'] } }
export const WithSelectAll: Story = {
  args: { options: many.slice(0, 4), selectAllLabel: '全选', initial: ['1'] },
}
export const ManyItems: Story = { args: { options: many, selectAllLabel: '全选' } }
export const LongText: Story = {
  args: {
    options: [
      {
        value: '1',
        label:
          '我已充分了解该投资顾问产品的服务内容、收费标准、风险等级以及可能产生的投资损失，并确认自愿购买该产品。'.repeat(
            2,
          ),
      },
      { value: '2', label: '否' },
    ],
    max: 1,
  },
}
export const Empty: Story = { args: { options: [], selectAllLabel: '全选' } }
export const WithDisabledOption: Story = {
  args: { options: [...options, { value: '3', label: '不确定（暂不可选）', disabled: true }] },
}

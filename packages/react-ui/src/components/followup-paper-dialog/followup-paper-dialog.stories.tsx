import type { Meta, StoryObj } from '@storybook/react-vite'
import { createFollowupSession, type FollowupAnswers, type FollowupSubmitResult } from '@tougu/core'
import { useEffect, useState } from 'react'
import { FollowupPaperDialog } from './followup-paper-dialog.js'
import { sampleContext, samplePaper, sampleRefundProducts } from './followup-paper-fixtures.js'

interface DemoProps {
  type: 1 | 2
  paperOverrides?: Record<string, unknown>
  initialAnswers?: FollowupAnswers
  /** What the fake server answers. */
  result?: FollowupSubmitResult
  /** Press 确认 on mount (to show 提交中... or the first validation message). */
  submitOnMount?: boolean
  /** Never answers: the loading state stays. */
  hangs?: boolean
  refundProducts?: typeof sampleRefundProducts
}

// A session per story, with a fake server: stories do no I/O, like the component.
function Demo({
  type,
  paperOverrides,
  initialAnswers,
  result = { iRet: 0, list: ['1'] },
  submitOnMount,
  hangs,
  refundProducts = sampleRefundProducts,
}: DemoProps) {
  const [session] = useState(() =>
    createFollowupSession(samplePaper(type, paperOverrides), sampleContext, {
      submit: () =>
        hangs
          ? new Promise<FollowupSubmitResult>(() => undefined)
          : new Promise((r) => setTimeout(() => r(result), 600)),
      initialAnswers,
    }),
  )
  useEffect(() => () => session.dispose(), [session])
  useEffect(() => {
    if (submitOnMount) void session.submit()
  }, [session, submitOnMount])
  return <FollowupPaperDialog session={session} refundProducts={refundProducts} />
}

const complete: FollowupAnswers = { 1: '1', 2: '1', 3: '1;2', 4: '服务很好' }

const meta = { title: 'Dialogs/FollowupPaperDialog', component: Demo, args: { type: 2 } } satisfies Meta<
  typeof Demo
>
export default meta
type Story = StoryObj<typeof meta>

export const AfterLogin: Story = {}
export const BeforePurchase: Story = { args: { type: 1 } }
export const WaiverShown: Story = { args: { initialAnswers: { 1: '2' } } }
export const InterveneNote: Story = { args: { initialAnswers: { 3: '3' } } }
export const ValidationMessage: Story = { args: { submitOnMount: true } }
export const TextOverLimit: Story = {
  args: { initialAnswers: { ...complete, 4: '意'.repeat(105) }, submitOnMount: true },
}
export const Submitting: Story = { args: { initialAnswers: complete, submitOnMount: true, hangs: true } }
export const ServerError: Story = {
  args: { initialAnswers: complete, result: { iRet: -1, message: '网络请求超时！' } },
}
export const RefundSelection: Story = {
  args: { initialAnswers: { ...complete, 1: '2', 5: '1' }, submitOnMount: true },
}
export const RefundWithoutOrders: Story = {
  args: { initialAnswers: { ...complete, 1: '2', 5: '1' }, submitOnMount: true, refundProducts: [] },
}
export const Empty: Story = {
  args: { paperOverrides: { questions: [], waiverNo: undefined, exceptionNos: '' } },
}
export const LongText: Story = {
  args: {
    paperOverrides: {
      title: '关于您签约的投资顾问产品的回访问卷（请您仔细阅读每一道题目后如实作答）',
      questions: [
        {
          no: 1,
          topic: '请您确认：'.repeat(15),
          type: 1,
          options: [
            { no: 1, answer: '我已充分了解并确认。'.repeat(6) },
            { no: 2, answer: '否' },
          ],
        },
      ],
    },
  },
}
export const ManyItems: Story = {
  args: {
    paperOverrides: {
      waiverNo: undefined,
      exceptionNos: '',
      questions: Array.from({ length: 20 }, (_, i) => ({
        no: i + 1,
        topic: `第${i + 1}个问题：您是否了解该项服务内容？`,
        type: i % 5 === 4 ? 3 : 1,
        options: [
          { no: 1, answer: '是' },
          { no: 2, answer: '否' },
        ],
      })),
    },
  },
}

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  createFollowupSession,
  type FollowupAnswers,
  type FollowupSubmission,
  type FollowupSubmitResult,
} from '@tougu/core'
import { describe, expect, it, vi } from 'vitest'
import { FollowupPaperDialog, installReactUi, type FollowupPaperDialogProps } from '../../index.js'
import { sampleContext, samplePaper, sampleRefundProducts } from './followup-paper-fixtures.js'

installReactUi()

interface SetupOptions {
  initialAnswers?: FollowupAnswers
  result?: FollowupSubmitResult
  refund?: Pick<FollowupPaperDialogProps, 'refundProducts' | 'refundProductsState' | 'onRetryRefundProducts'>
}

function setup(type: 1 | 2, opts: SetupOptions = {}) {
  const sent: FollowupSubmission[] = []
  const hideOverlay = vi.fn()
  const session = createFollowupSession(samplePaper(type), sampleContext, {
    submit: (s) => {
      sent.push(s)
      return Promise.resolve(opts.result ?? { iRet: 0, list: ['42'] })
    },
    schedule: () => undefined,
    hideOverlay,
    initialAnswers: opts.initialAnswers,
  })
  const onSubmitted = vi.fn()
  render(
    <FollowupPaperDialog session={session} refundProducts={sampleRefundProducts} {...opts.refund} onSubmitted={onSubmitted} />,
  )
  return { session, sent, onSubmitted, hideOverlay }
}

const dialog = () => screen.getByRole('dialog', { name: '投资顾问业务回访' })
const confirm = async () => {
  // antd-mobile shows the pressed action as loading for a moment; wait until it is pressable again.
  const button = await within(dialog()).findByRole('button', { name: '确认' })
  await act(async () => {
    fireEvent.click(button)
    await Promise.resolve()
  })
}
const question = (topic: RegExp) => screen.getByRole('region', { name: topic })
const complete: FollowupAnswers = { 1: '1', 2: '1', 3: '1', 4: '很好' }

describe('FollowupPaperDialog on a real core session', () => {
  it('shows the paper: title, intro, numbered questions, placeholder, closing notice, and no cancel button', async () => {
    setup(2)
    expect(await screen.findByRole('dialog', { name: '投资顾问业务回访' })).toBeInTheDocument()
    expect(dialog().textContent).toContain('张三')
    expect(dialog().textContent).toContain('880001234')
    expect(question(/^1\. 您是否本人签署/)).toBeInTheDocument()
    expect(question(/^4\. 您对本次服务/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /您是否申请解约/ })).not.toBeInTheDocument() // waiver hidden
    expect(screen.getByPlaceholderText('请填写该题的答案')).toBeInTheDocument()
    expect(dialog().textContent).toMatch(/非法证券活动/) // type 2 closing reminder
    expect(within(dialog()).queryByRole('button', { name: '取消' })).not.toBeInTheDocument()
    expect(within(question(/^3\./)).getAllByRole('checkbox')).toHaveLength(3) // multi choice
    expect(within(question(/^1\./)).getAllByRole('radio')).toHaveLength(2) // single choice
  })

  it('answering 否 to an exception question shows the waiver tip and the waiver question by its original number', async () => {
    const { session } = setup(2)
    fireEvent.click(
      within(await screen.findByRole('region', { name: /^1\./ })).getByRole('radio', { name: '否' }),
    )
    expect(session.state$.getValue().answers[1]).toBe('2')
    expect(await screen.findByText('由于第1题回答"否"，请完成第5题')).toBeInTheDocument()
    expect(question(/^5\. 您是否申请解约/)).toBeInTheDocument()
  })

  it('shows the intervene note when an intervene option is chosen', async () => {
    setup(2)
    fireEvent.click(
      within(await screen.findByRole('region', { name: /^3\./ })).getByRole('checkbox', { name: '私下联系' }),
    )
    expect(within(question(/^3\./)).getByText('*将会有工作人员与您联系确认相关事项')).toBeInTheDocument()
  })

  it('blocks an incomplete submit with the numbered message as a toast, and stays open', async () => {
    const { sent } = setup(2, { initialAnswers: { 1: '1' } })
    await screen.findByRole('dialog', { name: '投资顾问业务回访' })
    await confirm()
    expect(await screen.findByText('请完成第2题后再提交')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    expect(dialog()).toBeInTheDocument()
  })

  it('blocks free text over 100 characters with 第N题内容不能超过100个字符; typing is not cut off', async () => {
    const { sent } = setup(2, { initialAnswers: { 1: '1', 2: '1', 3: '1' } })
    const area = await screen.findByPlaceholderText<HTMLTextAreaElement>('请填写该题的答案')
    fireEvent.change(area, { target: { value: '意'.repeat(101) } })
    expect(area.value).toHaveLength(101)
    expect(screen.getByText('101/100')).toBeInTheDocument()
    await confirm()
    expect(await screen.findByText('第4题内容不能超过100个字符')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('waiver answered 是: the refund dialog asks for products, blocks an empty choice, then submits them', async () => {
    const { sent, onSubmitted, hideOverlay } = setup(2, { initialAnswers: { ...complete, 1: '2', 5: '1' } })
    await screen.findByRole('dialog', { name: '投资顾问业务回访' })
    await confirm()
    const refund = await screen.findByRole('dialog', { name: '投顾产品解约确认' })
    expect(sent).toHaveLength(0)
    fireEvent.click(within(refund).getByRole('button', { name: '确认解约' }))
    expect(await screen.findByText('请选择需要解约的产品')).toBeInTheDocument()
    fireEvent.click(within(refund).getByRole('checkbox', { name: '短线锦囊' }))
    fireEvent.click(await within(refund).findByRole('button', { name: '确认解约' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.refundOrders).toEqual([{ orderId: '9002' }])
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(null))
    expect(hideOverlay).toHaveBeenCalledOnce()
  })

  it('waiver answered 是 with no cancellable orders: 不解约，提交回访 submits the true answers and cancels nothing', async () => {
    const { sent, onSubmitted, hideOverlay } = setup(2, {
      initialAnswers: { ...complete, 1: '2', 5: '1' },
      refund: { refundProducts: [], refundProductsState: 'ready' },
    })
    await screen.findByRole('dialog', { name: '投资顾问业务回访' })
    await confirm()
    const refund = await screen.findByRole('dialog', { name: '投顾产品解约确认' })
    expect(refund.textContent).toContain('您没有可解约的订单！')
    // The dialog says what the button does.
    expect(refund.textContent).toContain('您的回访答案仍可提交，本次不解约任何产品')
    expect(within(refund).queryByRole('button', { name: '确认解约' })).not.toBeInTheDocument()
    expect(sent).toHaveLength(0)
    fireEvent.click(within(refund).getByRole('button', { name: '不解约，提交回访' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.refundOrders).toEqual([])
    expect(sent[0]?.paperAnswer).toContainEqual({ no: 5, answer: '1' })
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(null))
    expect(hideOverlay).toHaveBeenCalledOnce()
  })

  it('waiver answered 是 and the order list failed: 重试 reloads it, and the answers can still be submitted', async () => {
    const retry = vi.fn()
    const { sent } = setup(2, {
      initialAnswers: { ...complete, 1: '2', 5: '1' },
      refund: { refundProducts: [], refundProductsState: 'failed', onRetryRefundProducts: retry },
    })
    await screen.findByRole('dialog', { name: '投资顾问业务回访' })
    await confirm()
    const refund = await screen.findByRole('dialog', { name: '投顾产品解约确认' })
    expect(refund.textContent).toContain('可解约的产品加载失败。')
    expect(refund.textContent).not.toContain('您没有可解约的订单！')
    fireEvent.click(within(refund).getByRole('button', { name: '重试' }))
    expect(retry).toHaveBeenCalledOnce()
    fireEvent.click(within(refund).getByRole('button', { name: '不解约，提交回访' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.refundOrders).toEqual([])
  })

  it('while the order list loads, the refund step offers no way to skip cancelling', async () => {
    const { sent } = setup(2, {
      initialAnswers: { ...complete, 1: '2', 5: '1' },
      refund: { refundProducts: [], refundProductsState: 'loading' },
    })
    await screen.findByRole('dialog', { name: '投资顾问业务回访' })
    await confirm()
    const refund = await screen.findByRole('dialog', { name: '投顾产品解约确认' })
    expect(within(refund).getByRole('status').textContent).toBe('加载中...')
    expect(within(refund).queryByRole('button', { name: '不解约，提交回访' })).not.toBeInTheDocument()
    expect(within(refund).getByRole('button', { name: '取消' })).toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('type 1: a complete paper submits and reports the returned number', async () => {
    const { sent, onSubmitted } = setup(1)
    const region = await screen.findByRole('region', { name: /^1\./ })
    expect(dialog().textContent).toContain('价值精选组合') // type 1 names the product
    fireEvent.click(within(region).getByRole('radio', { name: '是' }))
    fireEvent.click(within(question(/^2\./)).getByRole('radio', { name: '是' }))
    fireEvent.click(within(question(/^3\./)).getByRole('checkbox', { name: '直播' }))
    fireEvent.click(within(question(/^3\./)).getByRole('checkbox', { name: 'App 推送' }))
    fireEvent.change(screen.getByPlaceholderText('请填写该题的答案'), { target: { value: '无' } })
    await confirm()
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(42))
    expect(sent[0]?.paperAnswer).toEqual([
      { no: 1, answer: '1' },
      { no: 2, answer: '1' },
      { no: 3, answer: '1;2' },
      { no: 4, answer: '无' },
    ])
  })

  it('a server failure toasts its message and keeps every answer', async () => {
    const { session } = setup(2, {
      initialAnswers: complete,
      result: { iRet: -1, message: '网络请求超时！' },
    })
    await screen.findByRole('dialog', { name: '投资顾问业务回访' })
    await confirm()
    expect(await screen.findByText('网络请求超时！')).toBeInTheDocument()
    expect(session.state$.getValue().answers).toMatchObject(complete)
    expect(screen.getByPlaceholderText<HTMLTextAreaElement>('请填写该题的答案').value).toBe('很好')
  })
})

describe('FollowupPaperDialog notices', () => {
  it('toasts each notice once, even when the parent re-renders with a new notify function', async () => {
    const session = createFollowupSession(samplePaper(2), sampleContext, {
      submit: () => Promise.resolve({ iRet: 0 }),
    })
    const seen: string[] = []
    const view = () => (
      <FollowupPaperDialog session={session} refundProducts={[]} notify={(m) => seen.push(m)} />
    )
    const { rerender } = render(view())
    await screen.findByRole('dialog', { name: '投资顾问业务回访' })
    await act(async () => {
      await session.submit()
    })
    rerender(view())
    rerender(view())
    expect(seen).toEqual(['请完成第1题后再提交'])
    await act(async () => {
      await session.submit()
    })
    expect(seen).toEqual(['请完成第1题后再提交', '请完成第1题后再提交'])
  })
})

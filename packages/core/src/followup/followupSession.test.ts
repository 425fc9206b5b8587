import { describe, expect, it, vi } from 'vitest'
import {
  createFollowupSession,
  parseFollowupPaper,
  type FollowupPaper,
  type FollowupSessionDeps,
  type FollowupSessionState,
  type FollowupSubmission,
  type FollowupSubmitResult,
} from '../index.js'

function paper(raw: Record<string, unknown>): FollowupPaper {
  const r = parseFollowupPaper(raw)
  if (!r.ok) throw new Error(r.error)
  return r.value
}

const yesNo = [
  { no: 1, answer: '是' },
  { no: 2, answer: '否' },
]
const raw = {
  id: 'P-9',
  title: '回访',
  exceptionNos: '1',
  waiverNo: 3,
  questions: [
    { no: 1, topic: '是否本人签约？', type: 1, options: yesNo },
    {
      no: 2,
      topic: '投资经验',
      type: 2,
      limit: '3',
      options: [
        { no: 1, answer: '股票' },
        { no: 2, answer: '基金' },
        { no: 3, answer: '无' },
      ],
    },
    { no: 3, topic: '是否申请解约？', type: 1, options: yesNo },
    { no: 4, topic: '意见', type: 3 },
  ],
}
const ctx = { userName: '李四', fundAccount: '880009' }

/** A scheduler the test advances by hand: proves the 1 s delay without waiting. */
function fakeScheduler() {
  const tasks: { fn: () => void; ms: number }[] = []
  return {
    schedule: (fn: () => void, ms: number) => void tasks.push({ fn, ms }),
    tasks,
    runAll: () => tasks.splice(0).forEach((t) => t.fn()),
  }
}

function setup(type: 1 | 2, result: FollowupSubmitResult | Error = { iRet: 0, message: '', list: ['42'] }) {
  const sent: FollowupSubmission[] = []
  const clock = fakeScheduler()
  const deps = {
    submit: (s: FollowupSubmission) => {
      sent.push(s)
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result)
    },
    schedule: clock.schedule,
    clearStoredPaper: vi.fn(),
    hideOverlay: vi.fn(),
    restorePullRefresh: vi.fn(),
  } satisfies FollowupSessionDeps
  const session = createFollowupSession(paper({ ...raw, type }), ctx, deps)
  const seen: FollowupSessionState[] = []
  session.state$.subscribe((s) => seen.push(s))
  return { session, sent, clock, deps, seen }
}

describe('createFollowupSession: state stream', () => {
  it('is hot with a current value, and emits only on change', () => {
    const { session, seen } = setup(2)
    expect(seen).toHaveLength(1)
    expect(session.state$.getValue()).toBe(seen[0])
    session.answer(1, '1')
    session.answer(1, '1') // same value: no emission
    session.answer(99, '1') // unknown question: ignored
    session.setRefundOrders([])
    expect(seen).toHaveLength(2)
    expect(session.state$.getValue().answers).toEqual({ 1: '1' })
  })

  it('keeps references of untouched questions and of the view when nothing visible changed', () => {
    const { session } = setup(2)
    const before = session.state$.getValue().view
    session.answer(4, '好')
    const after = session.state$.getValue().view
    expect(after).not.toBe(before)
    expect(after.questions[0]).toBe(before.questions[0])
    expect(after.questions[3]).not.toBe(before.questions[3])
    session.answer(1, '2') // waiver shown: every displayNo may change, the tip appears
    expect(session.state$.getValue().view.waiverTip).toBe('由于第1题回答"否"，请完成第3题')
  })

  it('toggleOption selects for single choice and toggles in option order for multiple choice', () => {
    const { session } = setup(2)
    session.toggleOption(1, 2)
    session.toggleOption(1, 1)
    session.toggleOption(2, 2)
    session.toggleOption(2, 1)
    expect(session.state$.getValue().answers).toEqual({ 1: '1', 2: '1;2' })
    session.toggleOption(2, 2)
    expect(session.state$.getValue().answers[2]).toBe('1')
    session.toggleOption(4, 1) // free text: no options to toggle
    expect(session.state$.getValue().answers[4]).toBeUndefined()
  })

  it('type 1: the limit message shows at once; type 2: only at submit', async () => {
    const one = setup(1)
    one.session.toggleOption(2, 3)
    expect(one.session.state$.getValue().notice?.text).toBe('您的回访结果不支持购买此产品，请重新作答')
    const two = setup(2)
    two.session.toggleOption(2, 3)
    expect(two.session.state$.getValue().notice).toBeNull()
    two.session.answer(1, '1')
    two.session.answer(4, '无')
    expect(await two.session.submit()).toEqual({
      ok: false,
      reason: 'invalid',
      message: '您的回访结果不支持购买此产品，请重新作答',
    })
  })
})

describe('createFollowupSession: submit', () => {
  it('refuses an incomplete paper with the numbered message, each time as a new notice', async () => {
    const { session, sent } = setup(2)
    expect(await session.submit()).toEqual({ ok: false, reason: 'invalid', message: '请完成第1题后再提交' })
    const first = session.state$.getValue().notice
    await session.submit()
    expect(session.state$.getValue().notice?.text).toBe('请完成第1题后再提交')
    expect(session.state$.getValue().notice?.id).not.toBe(first?.id)
    expect(sent).toHaveLength(0)
  })

  it('type 1: resolves with Number(list[0]); loading hides only after 1 s', async () => {
    const { session, sent, clock, deps } = setup(1)
    session.answer(1, '1')
    session.answer(2, '1')
    session.answer(4, '无')
    const out = await session.submit()
    expect(out).toEqual({ ok: true, value: 42 })
    expect(sent).toEqual([
      {
        paperId: 'P-9',
        paperType: 1,
        paperAnswer: [
          { no: 1, answer: '1' },
          { no: 2, answer: '1' },
          { no: 4, answer: '无' },
        ],
        refundOrders: [],
      },
    ])
    expect(session.state$.getValue()).toMatchObject({ status: 'submitted', loading: true, result: 42 })
    expect(clock.tasks.map((t) => t.ms)).toEqual([1000])
    clock.runAll()
    expect(session.state$.getValue().loading).toBe(false)
    expect(deps.hideOverlay).not.toHaveBeenCalled()
    expect(await session.submit()).toMatchObject({ ok: false, reason: 'busy' })
  })

  it('type 2: clears the stored paper, hides the overlay and restores pull-refresh', async () => {
    const { session, deps } = setup(2, { iRet: 0, list: [] })
    session.answer(1, '1')
    session.answer(2, '2')
    session.answer(4, '无')
    expect(await session.submit()).toEqual({ ok: true, value: null })
    expect(deps.clearStoredPaper).toHaveBeenCalledOnce()
    expect(deps.hideOverlay).toHaveBeenCalledOnce()
    expect(deps.restorePullRefresh).toHaveBeenCalledOnce()
  })

  it('waiver answered 是: asks for the refund selection first, then sends the chosen orders', async () => {
    const { session, sent } = setup(2)
    session.answer(1, '2')
    session.answer(2, '1')
    session.answer(4, '无')
    expect(await session.submit()).toEqual({ ok: false, reason: 'invalid', message: '请完成第3题后再提交' })
    session.toggleOption(3, 1)
    expect(await session.submit()).toEqual({ ok: false, reason: 'needsRefundSelection', message: null })
    expect(session.state$.getValue().status).toBe('selectingRefund')
    session.cancelRefundSelection()
    expect(session.state$.getValue().status).toBe('answering')
    session.setRefundOrders(['9001', '9002'])
    expect((await session.submit()).ok).toBe(true)
    expect(sent[0]?.refundOrders).toEqual([{ orderId: '9001' }, { orderId: '9002' }])
    expect(sent[0]?.paperAnswer.map((a) => a.no)).toEqual([1, 2, 3, 4])
  })

  it('waiver answered 是 with nothing to cancel: submitWithoutRefund sends the true answers and no refund orders', async () => {
    const { session, sent, deps } = setup(2)
    session.answer(1, '2')
    session.answer(2, '1')
    session.answer(3, '1')
    session.answer(4, '无')
    expect(await session.submit()).toEqual({ ok: false, reason: 'needsRefundSelection', message: null })
    expect(sent).toHaveLength(0)
    expect(await session.submitWithoutRefund()).toEqual({ ok: true, value: null })
    expect(sent).toHaveLength(1)
    // The waiver question's 是 goes to the server unchanged; no order is cancelled.
    expect(sent[0]?.paperAnswer).toContainEqual({ no: 3, answer: '1' })
    expect(sent[0]?.refundOrders).toEqual([])
    expect(session.state$.getValue().status).toBe('submitted')
    expect(deps.hideOverlay).toHaveBeenCalledTimes(1)
  })

  it('submitWithoutRefund still validates, and drops orders ticked before', async () => {
    const { session, sent } = setup(2)
    session.answer(1, '2')
    session.answer(3, '1')
    expect(await session.submitWithoutRefund()).toEqual({ ok: false, reason: 'invalid', message: '请完成第2题后再提交' })
    session.answer(2, '1')
    session.answer(4, '无')
    session.setRefundOrders(['9001'])
    expect((await session.submitWithoutRefund()).ok).toBe(true)
    expect(sent[0]?.refundOrders).toEqual([])
  })

  it('a failed submit keeps every answer and surfaces the server message', async () => {
    const { session, deps } = setup(2, { iRet: -1, message: '问卷已过期' })
    session.answer(1, '1')
    session.answer(2, '1;2')
    session.answer(4, '很好')
    const answers = session.state$.getValue().answers
    expect(await session.submit()).toEqual({ ok: false, reason: 'server', message: '问卷已过期' })
    expect(session.state$.getValue()).toMatchObject({
      status: 'answering',
      loading: false,
      answers,
      notice: { text: '问卷已过期' },
    })
    expect(deps.hideOverlay).not.toHaveBeenCalled()
    session.answer(4, '改了')
    expect(session.state$.getValue().answers[4]).toBe('改了')
  })

  it('a rejected request reads as 系统繁忙，请稍后重试', async () => {
    const { session } = setup(2, new Error('fetch failed'))
    session.answer(1, '1')
    session.answer(2, '1')
    session.answer(4, '好')
    expect(await session.submit()).toEqual({ ok: false, reason: 'server', message: '系统繁忙，请稍后重试' })
  })

  it('a second submit while one is in flight is refused, not sent twice', async () => {
    let release: (r: FollowupSubmitResult) => void = () => {}
    const sent: FollowupSubmission[] = []
    const session = createFollowupSession(paper({ ...raw, type: 2 }), ctx, {
      submit: (s) => {
        sent.push(s)
        return new Promise((r) => (release = r))
      },
      schedule: () => {},
    })
    session.answer(1, '1')
    session.answer(2, '1')
    session.answer(4, '好')
    const first = session.submit()
    expect(session.state$.getValue()).toMatchObject({ status: 'submitting', loading: true })
    expect(await session.submit()).toMatchObject({ ok: false, reason: 'busy' })
    session.answer(4, 'changed while sending')
    expect(session.state$.getValue().answers[4]).toBe('好')
    release({ iRet: 0 })
    expect(await first).toEqual({ ok: true, value: null })
    expect(sent).toHaveLength(1)
  })

  it('starts from answers carried by the paper and completes on dispose', () => {
    const session = createFollowupSession(
      paper({
        ...raw,
        type: 2,
        questions: raw.questions.map((q) => (q.no === 4 ? { ...q, answer: '已填' } : q)),
      }),
      ctx,
      { submit: () => Promise.resolve({ iRet: 0 }) },
    )
    expect(session.state$.getValue().answers).toEqual({ 4: '已填' })
    let done = false
    session.state$.subscribe({ complete: () => (done = true) })
    session.dispose()
    expect(done).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  buildFollowupSubmission,
  deriveFollowupView,
  limitMessageOnAnswer,
  needsRefundSelection,
  parseFollowupPaper,
  initialFollowupAnswers,
  validateFollowup,
  validateRefundSelection,
  refundSelectAllState,
  toggleAllRefunds,
  type FollowupPaper,
} from '../index.js'

/** Builds a paper through the real parser, as the app receives it from the server. */
function paper(raw: Record<string, unknown>): FollowupPaper {
  const r = parseFollowupPaper(raw)
  if (!r.ok) throw new Error(r.error)
  return r.value
}

const yesNo = [
  { no: 1, answer: '是' },
  { no: 2, answer: ' 否，不是本人操作' },
]

// Q1 exception (flag), Q2 intervene (flag), Q3 exception (exceptionNos), Q4 waiver (waiverNo),
// Q5 free text, Q6 multiple choice with intervene option 2 and limit option 3.
const raw = {
  id: 77,
  title: '投顾产品回访问卷',
  type: 2,
  exceptionNos: '3',
  waiverNo: '4',
  questions: [
    { no: 1, topic: '是否本人签约？', type: 1, isExceptionQuestion: true, isIntervene: true, options: yesNo },
    { no: 2, topic: '是否了解服务内容？', type: 1, isIntervene: '1', options: yesNo },
    { no: 3, topic: '是否知晓风险？', type: 1, options: yesNo },
    {
      no: 4,
      topic: '是否申请解约？',
      type: 1,
      options: [
        { no: 1, answer: '是，申请解约' },
        { no: 2, answer: '否' },
      ],
    },
    { no: 5, topic: '您的意见', type: 3 },
    {
      no: 6,
      topic: '您的投资经验',
      type: 2,
      intervene: '2',
      limit: '3',
      options: [
        { no: 1, answer: '股票' },
        { no: 2, answer: '期货' },
        { no: 3, answer: '无经验' },
      ],
    },
  ],
}
const p2 = paper(raw)
const p1 = paper({ ...raw, type: 1 })
const ctx = { userName: '张三', fundAccount: '880001234', productName: '金牛智选' }
const allYes = { 1: '1', 2: '1', 3: '1', 5: '满意', 6: '1;2' }

describe('deriveFollowupView: waiver hidden and shown', () => {
  it('hides the waiver question and numbers visible questions by position', () => {
    const v = deriveFollowupView(p2, {}, ctx)
    expect(v.title).toBe('投顾产品回访问卷')
    expect(v.waiverShown).toBe(false)
    expect(v.waiverTip).toBeNull()
    expect(v.questions.map((q) => [q.no, q.visible])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, true],
      [6, true],
    ])
    expect(v.questions.filter((q) => q.visible).map((q) => q.displayNo)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows the waiver when an exception question is answered 否 (trimmed), numbering by original no', () => {
    const v = deriveFollowupView(p2, { 1: '2' }, ctx)
    expect(v.waiverShown).toBe(true)
    expect(v.waiverTip).toBe('由于第1题回答"否"，请完成第4题')
    expect(v.questions.map((q) => [q.displayNo, q.visible])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
    ])
  })

  it('lists every exception question answered 否, separated by 、', () => {
    expect(deriveFollowupView(p2, { 1: '2', 3: '2' }, ctx).waiverTip).toBe(
      '由于第1、3题回答"否"，请完成第4题',
    )
    expect(deriveFollowupView(p2, { 1: '1', 3: '2' }, ctx).waiverTip).toBe('由于第3题回答"否"，请完成第4题')
  })

  it('uses the original number _no when the server sends one', () => {
    const p = paper({ ...raw, questions: raw.questions.map((q) => ({ ...q, _no: q.no + 10 })) })
    const v = deriveFollowupView(p, { 1: '2' }, ctx)
    expect(v.waiverTip).toBe('由于第11题回答"否"，请完成第14题')
    expect(v.questions.map((q) => q.displayNo)).toEqual([11, 12, 13, 14, 15, 16])
  })

  it('does not show the waiver for 是, for a 否 in a non-exception question, or without a waiver question', () => {
    expect(deriveFollowupView(p2, { 1: '1', 3: '1' }, ctx).waiverShown).toBe(false)
    expect(deriveFollowupView(p2, { 2: '2' }, ctx).waiverShown).toBe(false)
    const noWaiver = paper({ ...raw, waiverNo: null, questions: raw.questions.filter((q) => q.no !== 4) })
    expect(deriveFollowupView(noWaiver, { 1: '2' }, ctx)).toMatchObject({
      waiverShown: false,
      waiverTip: null,
    })
  })

  it('recognises the waiver by flag as well as by waiverNo', () => {
    const flagged = paper({
      ...raw,
      waiverNo: undefined,
      questions: raw.questions.map((q) => (q.no === 4 ? { ...q, isWaiverQuestion: 1 } : q)),
    })
    expect(deriveFollowupView(flagged, {}, ctx).questions[3]?.visible).toBe(false)
    expect(deriveFollowupView(flagged, { 3: '2' }, ctx).waiverTip).toBe('由于第3题回答"否"，请完成第4题')
  })
})

describe('deriveFollowupView: questions, notes and texts', () => {
  it('kinds, checked options, text and placeholder', () => {
    const v = deriveFollowupView(p2, { 1: '2', 5: '还行', 6: '3;1' }, ctx)
    expect(v.questions.map((q) => q.kind)).toEqual(['single', 'single', 'single', 'single', 'text', 'multi'])
    expect(v.questions[0]?.options.map((o) => o.checked)).toEqual([false, true])
    expect(v.questions[5]?.options.map((o) => o.checked)).toEqual([true, false, true])
    expect(v.questions[4]).toMatchObject({ text: '还行', placeholder: '请填写该题的答案', options: [] })
    expect(v.questions[0]?.placeholder).toBeNull()
  })

  it('intervene note: flagged question or intervene option chosen, never on an exception question', () => {
    const note = '*将会有工作人员与您联系确认相关事项'
    const v = deriveFollowupView(p2, { 6: '1' }, ctx)
    expect(v.questions[0]?.interveneNote).toBeNull() // flagged isIntervene, but an exception question
    expect(v.questions[1]?.interveneNote).toBe(note) // flagged, not exception
    expect(v.questions[5]?.interveneNote).toBeNull() // option 1 is not in intervene "2"
    expect(deriveFollowupView(p2, { 6: '1;2' }, ctx).questions[5]?.interveneNote).toBe(note)
    const viaList = paper({ ...raw, exceptionNos: '3;6' })
    expect(deriveFollowupView(viaList, { 6: '2' }, ctx).questions[5]?.interveneNote).toBeNull()
  })

  it('intro names investor and account; type 1 also the product; type 2 adds the illegal-activity reminder', () => {
    const v2 = deriveFollowupView(p2, {}, ctx)
    const v1 = deriveFollowupView(p1, {}, ctx)
    for (const v of [v1, v2]) {
      expect(v.intro).toContain('张三')
      expect(v.intro).toContain('880001234')
      expect(v.intro).toContain('回访')
      expect(v.closingNotice).toContain('投资有风险')
    }
    expect(v1.intro).toContain('“金牛智选”')
    expect(v2.intro).not.toContain('金牛智选')
    // Type 1 is answered before anything is signed: it must not claim a signed product.
    expect(v1.intro).toContain('您正在签约我司投资顾问产品“金牛智选”')
    expect(v1.intro).toContain('购买前回访')
    expect(v1.intro).not.toContain('您已签约')
    expect(v2.intro).toContain('您已签约我司投资顾问产品。')
    expect(v2.closingNotice).toContain('非法证券活动')
    expect(v1.closingNotice).not.toContain('非法证券活动')
  })
})

describe('validateFollowup', () => {
  it('asks for the first unanswered visible question by its shown number', () => {
    expect(validateFollowup(p2, {})).toBe('请完成第1题后再提交')
    expect(validateFollowup(p2, { 1: '1', 2: '1', 3: '1' })).toBe('请完成第4题后再提交') // Q5 shown as 4
    expect(validateFollowup(p2, { 1: '2', 2: '1', 3: '1' })).toBe('请完成第4题后再提交') // waiver Q4 now required
    expect(validateFollowup(p2, { 1: '2', 2: '1', 3: '1', 4: '2' })).toBe('请完成第5题后再提交') // Q5 by its own number
    expect(validateFollowup(p2, { ...allYes, 6: '' })).toBe('请完成第5题后再提交') // Q6 shown as 5
  })

  it('treats blank text and unknown option numbers as unanswered', () => {
    expect(validateFollowup(p2, { ...allYes, 5: '   \n ' })).toBe('请完成第4题后再提交')
    expect(validateFollowup(p2, { ...allYes, 2: '9' })).toBe('请完成第2题后再提交')
    expect(validateFollowup(p2, { ...allYes, 2: ';' })).toBe('请完成第2题后再提交')
  })

  it('free text over 100 characters, exactly 100 passes', () => {
    expect(validateFollowup(p2, { ...allYes, 5: '好'.repeat(100) })).toBeNull()
    expect(validateFollowup(p2, { ...allYes, 5: '好'.repeat(101) })).toBe('第4题内容不能超过100个字符')
    expect(validateFollowup(p2, { ...allYes, 1: '2', 4: '2', 5: 'a'.repeat(101) })).toBe(
      '第5题内容不能超过100个字符',
    )
  })

  it('blocks a chosen limit option, after earlier unanswered questions', () => {
    expect(validateFollowup(p2, { ...allYes, 6: '1;3' })).toBe('您的回访结果不支持购买此产品，请重新作答')
    expect(validateFollowup(p2, { 6: '3' })).toBe('请完成第1题后再提交')
  })

  it('skips the hidden waiver question, answered or not', () => {
    expect(validateFollowup(p2, allYes)).toBeNull()
    expect(validateFollowup(p2, { ...allYes, 4: '' })).toBeNull()
  })

  it('limit message at once for type 1 papers only', () => {
    expect(limitMessageOnAnswer(p1, 6, '3')).toBe('您的回访结果不支持购买此产品，请重新作答')
    expect(limitMessageOnAnswer(p1, 6, '1')).toBeNull()
    expect(limitMessageOnAnswer(p2, 6, '3')).toBeNull()
    expect(limitMessageOnAnswer(p1, 99, '3')).toBeNull()
  })
})

describe('refund selection', () => {
  it('needed when the shown waiver question is answered 是', () => {
    expect(needsRefundSelection(p2, { 1: '2', 4: '1' })).toBe(true)
    expect(needsRefundSelection(p2, { 1: '2', 4: '2' })).toBe(false)
    expect(needsRefundSelection(p2, { 1: '1', 4: '1' })).toBe(false) // waiver hidden: its answer does not count
  })

  it('validates the checklist with the spec texts', () => {
    const products = [
      { orderId: '9001', productId: 'P1', productName: '金牛智选' },
      { orderId: '9002', productId: 'P2', productName: '龙头优选' },
    ]
    expect(validateRefundSelection([], [])).toBe('您没有可解约的订单！')
    expect(validateRefundSelection(products, [])).toBe('请选择需要解约的产品')
    expect(validateRefundSelection(products, ['other'])).toBe('请选择需要解约的产品')
    expect(validateRefundSelection(products, ['9002'])).toBeNull()
    expect(refundSelectAllState(products, ['9002'])).toEqual({ all: false, some: true })
    expect(refundSelectAllState(products, ['9001', '9002'])).toEqual({ all: true, some: true })
    expect(refundSelectAllState([], [])).toEqual({ all: false, some: false })
    expect(toggleAllRefunds(products, false)).toEqual(['9001', '9002'])
    expect(toggleAllRefunds(products, true)).toEqual([])
  })
})

describe('buildFollowupSubmission', () => {
  it('sends visible questions by no, options in option order, trimmed text, no hidden waiver', () => {
    expect(buildFollowupSubmission(p2, { ...allYes, 4: '1', 5: '  满意 ', 6: '2;1' }, ['9001'])).toEqual({
      paperId: 77,
      paperType: 2,
      paperAnswer: [
        { no: 1, answer: '1' },
        { no: 2, answer: '1' },
        { no: 3, answer: '1' },
        { no: 5, answer: '满意' },
        { no: 6, answer: '1;2' },
      ],
      refundOrders: [],
    })
  })

  it('carries the chosen order ids when the waiver question says 是', () => {
    const s = buildFollowupSubmission(p2, { ...allYes, 1: '2', 4: '1' }, ['9001', '9002', '9001'])
    expect(s.paperAnswer.map((a) => a.no)).toEqual([1, 2, 3, 4, 5, 6])
    expect(s.refundOrders).toEqual([{ orderId: '9001' }, { orderId: '9002' }])
  })
})

describe('initialFollowupAnswers', () => {
  it('takes answers and checked options carried by the paper', () => {
    const p = paper({
      id: 1,
      type: 2,
      questions: [
        {
          no: 1,
          type: 2,
          options: [
            { no: 1, answer: 'A', checked: 1 },
            { no: 2, answer: 'B' },
            { no: 3, answer: 'C', checked: true },
          ],
        },
        { no: 2, type: 3, answer: '已知晓' },
        { no: 3, type: 1, options: yesNo },
      ],
    })
    expect(initialFollowupAnswers(p)).toEqual({ 1: '1;3', 2: '已知晓' })
  })
})

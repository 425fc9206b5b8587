import { describe, expect, it } from 'vitest'
import {
  parseAdviser,
  parseAnswerSubmission,
  parseClientStore,
  parseFollowupPaper,
  parseOrderList,
  parsePriceItem,
  parseRiskDisclosureRecord,
  parseUserInfo,
  initialClientStore,
  isLoggedIn,
  toRefundProducts,
  parseSortMenu,
  sortMenuOptions,
} from '../index.js'

describe('parseFollowupPaper', () => {
  const raw = {
    id: 31,
    title: '投顾产品回访',
    type: '1',
    exceptionNos: '1;3',
    waiverNo: '4',
    questions: [
      {
        no: '1',
        topic: '是否本人签约？',
        type: '1',
        isExceptionQuestion: 'Y',
        options: [
          { no: '1', answer: '是' },
          { no: 2, answer: '否' },
        ],
      },
      { no: 2, topic: '意见', type: 3, options: null, intervene: null, limit: '' },
      {
        no: 3,
        topic: '多选',
        type: 2,
        intervene: '2；3',
        limit: [1],
        isIntervene: 1,
        options: [{ no: 1, answer: 'A', checked: 'true' }],
      },
    ],
  }

  it('coerces strings to numbers, lists and booleans and fills missing optional fields', () => {
    const r = parseFollowupPaper(raw)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const p = r.value
    expect(p.type).toBe(1)
    expect(p.exceptionNos).toEqual([1, 3])
    expect(p.waiverNo).toBe(4)
    expect(p.questions[0]).toMatchObject({
      no: 1,
      type: 1,
      isExceptionQuestion: true,
      isWaiverQuestion: false,
      intervene: [],
      limit: [],
    })
    expect(p.questions[1]).toMatchObject({ no: 2, type: 3, options: [], intervene: [], limit: [] })
    expect(p.questions[2]).toMatchObject({ intervene: [2, 3], limit: [1], isIntervene: true })
    expect(p.questions[2]?.options[0]).toEqual({ no: 1, answer: 'A', checked: true })
  })

  it('accepts a paper without exceptionNos or waiverNo', () => {
    const r = parseFollowupPaper({ id: 'P1', type: 2, questions: [] })
    expect(r).toEqual({ ok: true, value: { id: 'P1', title: '', type: 2, questions: [], exceptionNos: [] } })
  })

  it('rejects garbage with a message naming the field, without throwing', () => {
    expect(parseFollowupPaper('<html>502</html>')).toEqual({
      ok: false,
      error: 'FollowupPaper: (root): expected object',
    })
    const bad = parseFollowupPaper({ ...raw, questions: [{ no: 'abc' }] })
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error).toContain('questions.0.no: expected a number, got "abc"')
    const badType = parseFollowupPaper({ id: 1, type: 5 })
    expect(badType.ok).toBe(false)
    if (!badType.ok) expect(badType.error).toContain('type: expected paper type 1 or 2, got 5')
    const badList = parseFollowupPaper({ id: 1, type: 1, exceptionNos: '1;x' })
    expect(badList.ok).toBe(false)
    expect(parseFollowupPaper(null).ok).toBe(false)
    expect(parseFollowupPaper({ id: {}, type: 1 }).ok).toBe(false)
  })
})

describe('other entities', () => {
  it('user info: numbers become strings, null reads as absent, logged in needs clientId and token', () => {
    const r = parseUserInfo({ clientId: 1001, cid: '880001', token: 'tk', riskLevel: 3, phone: null })
    expect(r).toEqual({ ok: true, value: { clientId: '1001', cid: '880001', token: 'tk', riskLevel: '3' } })
    if (r.ok) expect(isLoggedIn(r.value)).toBe(true)
    expect(isLoggedIn({ clientId: '1' })).toBe(false)
    expect(isLoggedIn(null)).toBe(false)
    expect(parseUserInfo({ clientId: { x: 1 } }).ok).toBe(false)
  })

  it('order list and refund products', () => {
    const r = parseOrderList([{ orderid: 9, productid: 'P1', productname: '价值组合', stStatus: '105' }])
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value[0]?.stStatus).toBe(105)
    expect(toRefundProducts(r.value)).toEqual([{ orderId: '9', productId: 'P1', productName: '价值组合' }])
    const bad = parseOrderList([{ orderid: '1' }, { productname: 'x' }])
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error).toContain('1.orderid: expected a string, got nothing')
  })

  it('price items: numeric strings, null price, ext as text or object', () => {
    expect(parsePriceItem({ periodId: '14', price: '99.00', ext: '{"startDate":"2026-01-01"}' })).toEqual({
      ok: true,
      value: { periodId: 14, price: 99, ext: '{"startDate":"2026-01-01"}' },
    })
    const r = parsePriceItem({
      periodId: 24,
      price: null,
      ext: { endDate: '2026-02-01' },
      moduleEndTime: 1767225600000,
    })
    expect(r.ok && r.value).toMatchObject({
      price: null,
      ext: { endDate: '2026-02-01' },
      moduleEndTime: '1767225600000',
    })
    expect(parsePriceItem({ periodId: 1 })).toEqual({ ok: true, value: { periodId: 1, price: null } })
    expect(parsePriceItem({ periodId: 'monthly' }).ok).toBe(false)
    expect(parsePriceItem({ periodId: 1, ext: 5 }).ok).toBe(false)
  })

  it('answer submission, adviser, disclosure record', () => {
    expect(
      parseAnswerSubmission({ paperId: 7, paperType: '2', paperAnswer: [{ no: '1', answer: '1;2' }] }),
    ).toEqual({
      ok: true,
      value: { paperId: 7, paperType: 2, paperAnswer: [{ no: 1, answer: '1;2' }], refundOrders: [] },
    })
    expect(parseAdviser({ tgName: '张三' })).toEqual({ ok: true, value: { tgName: '张三' } })
    expect(parseRiskDisclosureRecord({ timestamp: '1760000000000', list: ['Live12'] })).toEqual({
      ok: true,
      value: { timestamp: 1760000000000, list: ['Live12'] },
    })
    expect(parseRiskDisclosureRecord({ list: 'Live12' }).ok).toBe(false)
    expect(parseAnswerSubmission({ paperId: { x: 1 }, paperType: 1, paperAnswer: [] }).ok).toBe(false)
  })

  it('client store: missing fields take the initial values', () => {
    expect(parseClientStore({})).toEqual({ ok: true, value: initialClientStore() })
    const r = parseClientStore({ isNewUser: '1', pullRefresh: { pullDown: 1 } })
    expect(r.ok && r.value.isNewUser).toBe(1)
    expect(r.ok && r.value.pullRefresh).toEqual({ pullDown: true, pullUp: false })
    expect(parseClientStore({ isNewUser: 7 }).ok).toBe(false)
    expect(parseClientStore({ audioUrls: { 12: 'https://cdn.example/a.mp3' } }).ok).toBe(true)
    expect(parseClientStore({ audioUrls: { 12: 5 } }).ok).toBe(false)
    expect(parseClientStore({ audioUrls: ['x'] }).ok).toBe(false)
  })

  it('sort menus in order', () => {
    expect(sortMenuOptions().map((o) => `${o.value}${o.label}`)).toEqual(['1综合', '2销量', '3价格', '4胜率'])
  })

  it('reads the sort menu of a URL, 综合 for anything else', () => {
    expect(['1', '2', '3', '4'].map(parseSortMenu)).toEqual([1, 2, 3, 4])
    for (const bad of [null, undefined, '', '0', '5', '2.5', 'abc', '-3', ' 1e9']) expect(parseSortMenu(bad)).toBe(1)
  })
})

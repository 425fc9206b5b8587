import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute, startStubApi, type StubApi } from './testing/productTestKit.js'

const order = {
  orderid: 'OD7',
  productid: 'TIP1',
  productname: '金股锦囊',
  stStatus: 105,
  createTime: '2026-11-21T09:30:00+08:00',
  periodId: 14,
  amount: '298.00',
  payAmount: '268.00',
  startDate: '2026-11-21',
  endDate: '2026-12-20',
  payType: 2,
}

let api: StubApi | undefined
afterEach(async () => {
  cleanup()
  await api?.close()
  api = undefined
})

function detailApi(done: boolean) {
  return startStubApi({
    '/api/queryUserOrderById': () => ({ iRet: 0, list: [{ ...order, orderid: 'OD6' }, order], total: 2 }),
    // 2026-11-21 is a Saturday: the server's days stand, no trading day is looked up (issue #32).
    '/api/getTradeDay': (body) => ({ iRet: 0, data: { date: body.date, isTradeDay: false, nextTradeDay: '2026-11-23' } }),
    '/api/queryUserOrder': () => ({ iRet: 0, list: [order], total: 1 }),
    '/api/queryOrderCallback': (body) => ({ iRet: 0, data: { orderId: body.orderId, done } }),
  })
}

const rowOf = (label: string) => screen.getByText(label).closest('.adm-list-item')?.textContent ?? ''

describe('order detail', () => {
  it('finds the order among its product’s orders and shows the server’s service days, its pay method and 回访 done, with one title', async () => {
    api = await detailApi(true)
    renderRoute('/usercenter/orderDetail?orderId=OD7&productId=TIP1', api, { signedIn: true })
    expect(await screen.findByText('已完成回访', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(rowOf('订单编号')).toContain('OD7')
    expect(rowOf('实付金额')).toContain('¥268.00')
    expect(rowOf('支付方式')).toContain('支付宝')
    // The server's days as they come: the paid day first, the last day after it.
    expect(rowOf('服务起始日')).toContain('2026-11-21')
    expect(rowOf('服务到期日')).toContain('2026-12-20')
    expect(api.calls.some((c) => c.path === '/api/getTradeDay')).toBe(false)
    // The page's title names it; the list does not repeat it.
    expect(screen.queryAllByText('订单详情').filter((el) => !el.closest('header'))).toEqual([])
    expect(api.calls.find((c) => c.path === '/api/queryUserOrderById')?.body).toMatchObject({ authorityId: 'TIP1' })
    expect(api.calls.find((c) => c.path === '/api/queryOrderCallback')?.body).toMatchObject({ orderId: 'OD7' })
  })

  it('offers 解约 on an order in service, which opens the cancellation dialog', async () => {
    api = await detailApi(true)
    renderRoute('/usercenter/orderDetail?orderId=OD7&productId=TIP1', api, { signedIn: true })
    fireEvent.click(await screen.findByRole('button', { name: '解约' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    expect(within(dialog).getByText('投顾产品解约确认')).toBeInTheDocument()
    expect(within(dialog).getByText('金股锦囊')).toBeInTheDocument()
  })

  it('offers no 解约 on a finished order, and 无需支付 when nothing was paid', async () => {
    api = await startStubApi({
      '/api/queryUserOrderById': () => ({ iRet: 0, list: [{ ...order, stStatus: 90, payAmount: '0.00', payType: 1 }], total: 1 }),
      '/api/queryOrderCallback': (body) => ({ iRet: 0, data: { orderId: body.orderId, done: false } }),
    })
    renderRoute('/usercenter/orderDetail?orderId=OD7&productId=TIP1', api, { signedIn: true })
    expect(await screen.findByText('未回访', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(rowOf('支付方式')).toContain('无需支付')
    expect(screen.queryByRole('button', { name: '解约' })).not.toBeInTheDocument()
  })

  it('says 未回访 when the follow-up is not done, and 未找到该订单 for an order not among them', async () => {
    api = await detailApi(false)
    renderRoute('/usercenter/orderDetail?orderId=OD7&productId=TIP1', api, { signedIn: true })
    expect(await screen.findByText('未回访', undefined, { timeout: 5000 })).toBeInTheDocument()
    cleanup()
    renderRoute('/usercenter/orderDetail?orderId=NOPE&productId=TIP1', api, { signedIn: true })
    expect(await screen.findByText('未找到该订单', undefined, { timeout: 5000 })).toBeInTheDocument()
  })
})

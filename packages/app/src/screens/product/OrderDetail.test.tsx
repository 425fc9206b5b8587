import { cleanup, screen } from '@testing-library/react'
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
  endDate: '2026-12-21',
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
    // 2026-11-21 is a Saturday: service starts on the next trading day.
    '/api/getTradeDay': (body) => ({ iRet: 0, data: { date: body.date, isTradeDay: false, nextTradeDay: '2026-11-23' } }),
    '/api/queryOrderCallback': (body) => ({ iRet: 0, data: { orderId: body.orderId, done } }),
  })
}

const rowOf = (label: string) => screen.getByText(label).closest('.adm-list-item')?.textContent ?? ''

describe('order detail', () => {
  it('finds the order among its product’s orders, starts service on the next trading day and shows 回访 done', async () => {
    api = await detailApi(true)
    renderRoute('/usercenter/orderDetail?orderId=OD7&productId=TIP1', api, { signedIn: true })
    expect(await screen.findByText('已完成回访', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByText('2026-11-23')).toBeInTheDocument()
    expect(rowOf('订单编号')).toContain('OD7')
    expect(rowOf('实付金额')).toContain('¥268.00')
    expect(rowOf('服务到期日')).toContain('2026-12-21')
    expect(api.calls.find((c) => c.path === '/api/queryUserOrderById')?.body).toMatchObject({ authorityId: 'TIP1' })
    expect(api.calls.find((c) => c.path === '/api/getTradeDay')?.body).toMatchObject({ date: '2026-11-21' })
    expect(api.calls.find((c) => c.path === '/api/queryOrderCallback')?.body).toMatchObject({ orderId: 'OD7' })
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

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { statusFilterOf } from './MyOrders.js'
import { renderRoute, startStubApi, type StubApi } from './testing/productTestKit.js'

const STATUSES = [80, 90, 95, 105, 180, 220]
const orders = STATUSES.map((stStatus, i) => ({
  orderid: `OD${i}`,
  productid: `P${i}`,
  productname: `产品${stStatus}`,
  stStatus,
  createTime: '2026-11-01T09:30:00+08:00',
  periodId: 14,
  amount: '298.00',
  payAmount: '298.00',
  startDate: null,
  endDate: null,
}))

let api: StubApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

function ordersApi() {
  return startStubApi({
    '/api/queryUserOrder': (body) => {
      const wanted = body.stStatus as number[]
      const list = orders.filter((o) => wanted.includes(o.stStatus))
      return { iRet: 0, list, total: list.length }
    },
  })
}

describe('statusFilterOf', () => {
  it('queries one status code from the URL, every code of spec §4 otherwise', () => {
    expect(statusFilterOf('105')).toEqual([105])
    expect(statusFilterOf(null)).toEqual(STATUSES)
    expect(statusFilterOf('100')).toEqual(STATUSES)
  })
})

describe('my orders', () => {
  it('lists the orders of every status, then only the chosen status when a filter is tapped', async () => {
    api = await ordersApi()
    const { router } = renderRoute('/usercenter/order', api, { signedIn: true })
    expect(await screen.findByText('产品80')).toBeTruthy()
    expect(screen.getByText('产品220')).toBeTruthy()
    expect(screen.getAllByText('待支付').length).toBeGreaterThan(0)

    fireEvent.click(screen.getByText('服务中', { selector: '.adm-capsule-tabs-tab' }))
    await waitFor(() => expect(screen.queryByText('产品80')).toBeNull())
    expect(await screen.findByText('产品105')).toBeTruthy()
    const last = api.calls.filter((c) => c.path === '/api/queryUserOrder').at(-1)
    expect(last?.body.stStatus).toEqual([105])
    expect(router.state.location.search).toBe('?status=105')
  })

  it('shows the empty state for a status without orders, and the error with a retry when the query fails', async () => {
    let fail = true
    api = await startStubApi({
      '/api/queryUserOrder': () => (fail ? { iRet: 500, message: '系统繁忙，请稍后重试' } : { iRet: 0, list: [], total: 0 }),
    })
    renderRoute('/usercenter/order?status=90', api, { signedIn: true })
    expect(await screen.findByText('系统繁忙，请稍后重试')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('暂无订单')).toBeTruthy()
  })

  it('asks a visitor to log in instead of querying orders', async () => {
    api = await ordersApi()
    renderRoute('/usercenter/order', api)
    expect(await screen.findByText('请先登录')).toBeTruthy()
    expect(api.calls.some((c) => c.path === '/api/queryUserOrder')).toBe(false)
  })
})

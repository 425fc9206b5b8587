import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
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
  // Each test renders the whole app: unmount it, so the next one sees only its own rows.
  cleanup()
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
    expect(await screen.findByText('产品80')).toBeInTheDocument()
    expect(screen.getByText('产品220')).toBeInTheDocument()
    expect(screen.getAllByText('待支付').length).toBeGreaterThan(0)

    fireEvent.click(screen.getByText('服务中', { selector: '.adm-capsule-tabs-tab' }))
    await waitFor(() => expect(screen.queryByText('产品80')).not.toBeInTheDocument())
    expect(await screen.findByText('产品105')).toBeInTheDocument()
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
    expect(await screen.findByText('系统繁忙，请稍后重试')).toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('暂无订单')).toBeInTheDocument()
  })

  it('offers 去支付 and 取消 on an unpaid order only', async () => {
    api = await ordersApi()
    renderRoute('/usercenter/order', api, { signedIn: true })
    await screen.findByText('产品80')
    const groups = screen.getAllByRole('group', { name: '订单操作' })
    expect(groups).toHaveLength(1)
    expect(within(groups[0]!).getByRole('button', { name: '去支付' })).toBeInTheDocument()
    expect(within(groups[0]!).getByRole('button', { name: '取消' })).toBeInTheDocument()
  })

  it('取消 asks first, then cancels that order and reloads the list', { timeout: 20_000 }, async () => {
    let cancelled = false
    api = await startStubApi({
      '/api/queryUserOrder': () => {
        const list = orders.slice(0, 2).map((o) => (o.stStatus === 80 && cancelled ? { ...o, stStatus: 95 } : o))
        return { iRet: 0, list, total: list.length }
      },
      '/api/cancelOrder': () => {
        cancelled = true
        return { iRet: 0 }
      },
    })
    renderRoute('/usercenter/order', api, { signedIn: true })
    await screen.findByText('产品80')
    fireEvent.click(within(screen.getByRole('group', { name: '订单操作' })).getByRole('button', { name: '取消' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('确定取消该订单吗？')).toBeInTheDocument()
    expect(api.calls.some((c) => c.path === '/api/cancelOrder')).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }))
    await waitFor(() => expect(screen.queryByRole('group', { name: '订单操作' })).not.toBeInTheDocument())
    expect(api.calls.filter((c) => c.path === '/api/cancelOrder').map((c) => c.body.orderId)).toEqual(['OD0'])
    expect(screen.getAllByText('已取消').length).toBeGreaterThan(0)
  })

  it('去支付 pays that same order with the chosen method and shows the result page', { timeout: 20_000 }, async () => {
    api = await startStubApi({
      '/api/queryUserOrder': () => ({ iRet: 0, list: [orders[0]], total: 1 }),
      '/api/demo/pay': (body) => ({ iRet: 0, data: { orderId: body.orderId, payStatus: 'paid' } }),
      '/api/demo/status': () => ({ iRet: 0, data: { demo: true } }),
      '/api/queryOrderPayStatus': (body) => ({ iRet: 0, data: { orderId: body.orderId, payStatus: 'paid', stStatus: 220 } }),
      '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [] }),
    })
    const { router } = renderRoute('/usercenter/order', api, { signedIn: true })
    await screen.findByText('产品80')
    fireEvent.click(screen.getByRole('button', { name: '去支付' }))
    fireEvent.click(await screen.findByRole('button', { name: '支付宝' }))
    // The demo pay sheet names the chosen method once (it read 微信支付支付 before).
    const line = await screen.findByText('支付宝 ¥298.00')
    const sheet = line.closest<HTMLElement>('[role="dialog"]')!
    // A demonstration, said as such (issue #32).
    expect(within(sheet).getByText('模拟支付（演示）')).toBeInTheDocument()
    expect(within(sheet).getByText('演示环境：不会产生真实扣款。')).toBeInTheDocument()
    fireEvent.click(within(sheet).getByRole('button', { name: '确认支付' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/tougu/sign/done'))
    expect(router.state.location.search).toBe('?productId=P0&orderId=OD0')
    expect(api.calls.find((c) => c.path === '/api/demo/pay')?.body).toMatchObject({ orderId: 'OD0', payType: 2 })
  })

  it('asks a visitor to log in instead of querying orders', async () => {
    api = await ordersApi()
    renderRoute('/usercenter/order', api)
    expect(await screen.findByText('请先登录')).toBeInTheDocument()
    expect(api.calls.some((c) => c.path === '/api/queryUserOrder')).toBe(false)
  })

  it('shows the CRM record on its tab, with the experience filter (iIsTY) and the search by product name', async () => {
    api = await startStubApi({
      '/api/queryUserOrder': () => ({ iRet: 0, list: orders, total: orders.length }),
      '/api/queryCrmOrder': (body) => {
        const list = body.iIsTY === 1 ? [] : orders.filter((o) => o.stStatus === 105)
        return { iRet: 0, list, total: list.length }
      },
      '/api/queryCrmOrderByProductName': (body) => ({
        iRet: 0,
        list: [{ orderid: 'CRM9', productid: 'P9', productname: `${String(body.sProduName)}锦囊`, stStatus: 90 }],
        total: 1,
      }),
    })
    const { router } = renderRoute('/usercenter/order', api, { signedIn: true })
    expect(await screen.findByText('产品80')).toBeInTheDocument()
    fireEvent.click(screen.getByText('签约记录'))
    await waitFor(() => expect(screen.queryByText('产品80')).not.toBeInTheDocument())
    expect(await screen.findByText('产品105')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?source=crm')

    fireEvent.click(screen.getByText('只看体验订单'))
    expect(await screen.findByText('暂无订单')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.path === '/api/queryCrmOrder').at(-1)?.body).toMatchObject({ iIsTY: 1 })

    const input = screen.getByPlaceholderText('输入产品名称搜索订单')
    fireEvent.change(input, { target: { value: '金股' } })
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 })
    expect(await screen.findByText('金股锦囊')).toBeInTheDocument()
    expect(api.calls.find((c) => c.path === '/api/queryCrmOrderByProductName')?.body).toMatchObject({ sProduName: '金股' })
    fireEvent.click(screen.getByText('金股锦囊'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/tougu/usercenter/orderDetail'))
    expect(router.state.location.search).toBe('?orderId=CRM9&productId=P9')
  }, 20_000)
})

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute, startStubApi, type StubApi } from '../screens/product/testing/productTestKit.js'

// The cancellation dialog, opened from 我的 (issue #37): the refund of each product before 确认解约, the amounts sent
// with the cancellation, and what was refunded after.
const refundable = [
  { orderid: 'OD1', productid: 'PKG3', productname: '价值观点包', stStatus: 220, createTime: '2026-11-01T09:30:00+08:00', periodId: 14, amount: '298.00', payAmount: '298.00', startDate: null, endDate: null },
  { orderid: 'OD2', productid: 'TIP2', productname: '龙头锦囊', stStatus: 105, createTime: '2026-10-01T09:30:00+08:00', periodId: 16, amount: '798.00', payAmount: '798.00', startDate: null, endDate: null },
]
const quotes = [
  { orderId: 'OD1', productName: '价值观点包', basis: 'coolingOff', amount: '298.00', paid: '298.00', coolingOffLastDay: '2026-11-09', remainingDays: 0, totalDays: 0 },
  { orderId: 'OD2', productName: '龙头锦囊', basis: 'remaining', amount: '615.28', paid: '798.00', coolingOffLastDay: '2026-10-12', remainingDays: 70, totalDays: 91 },
]

let api: StubApi | undefined
afterEach(async () => {
  cleanup()
  await api?.close()
  api = undefined
})

async function openDialog(refund: (body: Record<string, unknown>) => unknown) {
  api = await startStubApi({
    '/api/queryUserOrder': () => ({ iRet: 0, list: refundable, total: refundable.length }),
    '/api/quoteRefund': () => ({ iRet: 0, list: quotes, total: quotes.length }),
    '/api/refundOrder': refund,
    '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [], total: 0 }),
  })
  renderRoute('/usercenter/index', api, { signedIn: true })
  fireEvent.click(await screen.findByText('投顾产品解约'))
  return screen.findByRole('dialog', { name: '投顾产品解约确认' })
}

describe('the cancellation dialog from 我的', () => {
  it('shows each refund before 确认解约, sends the shown amounts, and shows what was refunded', async () => {
    const dialog = await openDialog((body) => ({
      iRet: 0,
      data: { refundedOrderIds: body.orderIds, refunds: [{ orderId: 'OD2', amount: '615.28' }] },
    }))
    expect(await within(dialog).findByRole('checkbox', { name: /价值观点包.*退款 ¥298\.00.*冷静期内（至2026-11-09）解约，全额退还已付¥298\.00/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('checkbox', { name: /龙头锦囊.*退款 ¥615\.28.*¥798\.00×70÷91天/ })).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /龙头锦囊/ }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('合计退款 ¥615.28')
    fireEvent.click(within(dialog).getByRole('button', { name: '确认解约' }))
    const done = await screen.findByRole('dialog', { name: '解约成功' })
    expect(done).toHaveTextContent('龙头锦囊：退款 ¥615.28')
    expect(api!.calls.find((c) => c.path === '/api/refundOrder')?.body).toMatchObject({ orderIds: ['OD2'], expected: [{ orderId: 'OD2', amount: '615.28' }] })
  })

  it('a refund the server no longer pays at the shown amount cancels nothing: its message, and the quotes asked again', async () => {
    const dialog = await openDialog(() => ({ iRet: 1401, message: '退款金额已更新（冷静期结束或日期变更），请重新确认后再解约' }))
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /价值观点包.*退款 ¥298\.00/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: '确认解约' }))
    expect(await screen.findByText('退款金额已更新（冷静期结束或日期变更），请重新确认后再解约')).toBeInTheDocument()
    await waitFor(() => expect(api!.calls.filter((c) => c.path === '/api/quoteRefund')).toHaveLength(2))
    expect(screen.queryByRole('dialog', { name: '解约成功' })).not.toBeInTheDocument()
  })
})

describe('sign-in', () => {
  it('stays disabled until the privacy consent is ticked (issue #37)', async () => {
    api = await startStubApi({})
    renderRoute('/usercenter/index', api)
    const login = await screen.findByRole('button', { name: '登录' })
    expect(login).toBeDisabled()
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled()
    fireEvent.click(screen.getByText('我已阅读并同意'))
    expect(login).toBeEnabled()
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled()
  })
})

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { isExchangeCode } from './CouponExchange.js'
import { renderRoute, startStubApi, type StubApi } from './testing/productTestKit.js'

const coupon = {
  id: 'CP100',
  name: '锦囊7天体验券',
  type: 'experience',
  amount: '0.00',
  minSpend: '0.00',
  status: 'usable',
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  scope: 'products',
}

let api: StubApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

function exchangeApi() {
  return startStubApi({
    '/api/coupon/exchange': (body) => (body.code === 'TIPS7DAY' ? { iRet: 0, data: coupon } : { iRet: 4002, message: '兑换码已被使用' }),
  })
}

async function exchange(code: string) {
  const input = await screen.findByPlaceholderText('请输入兑换码')
  fireEvent.change(input, { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: '立即兑换' }))
}

describe('experience-coupon exchange', () => {
  it('accepts codes of 4 to 32 characters after trimming', () => {
    expect(isExchangeCode('  ABC ')).toBe(false)
    expect(isExchangeCode('ABCD')).toBe(true)
    expect(isExchangeCode('A'.repeat(33))).toBe(false)
  })

  it('opens 兑换成功 naming the coupon obtained', async () => {
    api = await exchangeApi()
    const { router } = renderRoute('/coupon/exchange', api, { signedIn: true })
    await exchange(' TIPS7DAY ')
    await waitFor(() => expect(router.state.location.pathname).toBe('/tougu/coupon/exchangeSuccess'))
    expect(await screen.findByText('您已获得“锦囊7天体验券”')).toBeInTheDocument()
    expect(api.calls.find((c) => c.path === '/api/coupon/exchange')?.body.code).toBe('TIPS7DAY')
  })

  it('opens 兑换失败 with the server message, and 重新兑换 returns to the form', async () => {
    api = await exchangeApi()
    const { router } = renderRoute('/coupon/exchange', api, { signedIn: true })
    await exchange('USED0001')
    expect(await screen.findByText('兑换码已被使用')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/tougu/coupon/exchangeFail')
    fireEvent.click(screen.getByRole('button', { name: '重新兑换' }))
    expect(await screen.findByPlaceholderText('请输入兑换码')).toBeInTheDocument()
  })
})

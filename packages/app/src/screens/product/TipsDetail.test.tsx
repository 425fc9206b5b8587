import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { invalidateTargets, ORDER_PAID } from '../../services/index.js'
import { renderRoute, startStubApi, type StubApi } from './testing/productTestKit.js'

// Content and product ids differ, as on the server: the tips pack TP001 is sold by the product TIP1.
const tips = {
  id: 'TP001',
  productId: 'TIP1',
  name: '短线金股锦囊',
  adviserId: 'TG1',
  tgName: '王明远',
  intro: '每周精选',
  riskLevel: 'R3',
  winRate: '62.5',
  salesCount: 120,
  priceList: [],
  serviceDescription: '交易日推送',
  updateCount: 8,
  adviser: { id: 'TG1', tgName: '王明远', teamName: '价值投资团队', qualificationNo: 'S0260520130001', practiceYears: 9 },
  serviceItems: ['盘前推送'],
  subscriberCount: 42,
}

let api: StubApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

function tipsApi(privileged: boolean) {
  return startStubApi({
    '/api/getUserPrivilegeList': () => ({ iRet: 0, list: privileged ? [{ productId: 'TIP1', authorityId: 'A1', productType: 'tips', endDate: null }] : [] }),
    '/api/tips/detail': () => ({ iRet: 0, data: { ...tips, locked: !privileged, content: privileged ? '<p>贵州茅台回踩20日均线</p>' : '' } }),
  })
}

async function acknowledgeDisclosure() {
  fireEvent.click(await screen.findByRole('button', { name: '我已知晓' }))
}

describe('tips detail', () => {
  it('asks for the risk disclosure first, then locks the content without the privilege and links to subscribing', async () => {
    api = await tipsApi(false)
    const { router, view } = renderRoute('/tips/detail?id=TP001', api, { signedIn: true })
    await acknowledgeDisclosure()
    expect(await screen.findByText('订阅该锦囊后可查看完整内容')).toBeInTheDocument()
    expect(screen.queryByText(/贵州茅台回踩20日均线/)).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '立即订阅' }))
    // The purchase notice may be a lazy route: the location changes once its chunk loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/tougu/sign/notice'))
    // The product, not the content id, and the page to come back to after subscribing.
    expect(router.state.location.search).toBe(`?productId=TIP1&returnTo=${encodeURIComponent('/tips/detail?id=TP001')}`)
    view.unmount()
  })

  it('unlocks without a reload when the privilege arrives after the content was fetched locked', async () => {
    // The investor buys in another webview: the server's answers change, then the privilege list is refreshed.
    let bought = false
    api = await startStubApi({
      '/api/getUserPrivilegeList': () => ({ iRet: 0, list: bought ? [{ productId: 'TIP1', authorityId: 'A1', productType: 'tips', endDate: null }] : [] }),
      '/api/tips/detail': () => ({ iRet: 0, data: { ...tips, locked: !bought, content: bought ? '<p>贵州茅台回踩20日均线</p>' : '' } }),
    })
    const { services, view } = renderRoute('/tips/detail?id=TP001', api, { signedIn: true })
    await acknowledgeDisclosure()
    expect(await screen.findByText('订阅该锦囊后可查看完整内容')).toBeInTheDocument()
    const detailCalls = () => api?.calls.filter((c) => c.path === '/api/tips/detail').length ?? 0
    const before = detailCalls()

    bought = true
    await invalidateTargets(services.queryClient, ORDER_PAID)
    expect(await screen.findByText(/贵州茅台回踩20日均线/)).toBeInTheDocument()
    expect(screen.queryByText('订阅该锦囊后可查看完整内容')).not.toBeInTheDocument()
    expect(detailCalls()).toBe(before + 1)
    view.unmount()
  })

  it('shows the content the server unlocked even when the privilege list cannot be fetched', async () => {
    // A paying investor whose privilege fetch fails: the server is the authority on the content.
    api = await startStubApi({
      '/api/getUserPrivilegeList': () => ({ iRet: 500, message: '系统繁忙，请稍后重试' }),
      '/api/tips/detail': () => ({ iRet: 0, data: { ...tips, locked: false, content: '<p>贵州茅台回踩20日均线</p>' } }),
    })
    const { view } = renderRoute('/tips/detail?id=TP001', api, { signedIn: true })
    await acknowledgeDisclosure()
    expect(await screen.findByText(/贵州茅台回踩20日均线/)).toBeInTheDocument()
    expect(screen.queryByText('订阅该锦囊后可查看完整内容')).not.toBeInTheDocument()
    view.unmount()
  })

  it('shows the content to a holder of the privilege', async () => {
    api = await tipsApi(true)
    const first = renderRoute('/tips/detail?id=TP001', api, { signedIn: true })
    await acknowledgeDisclosure()
    // RichContent sanitises (or, where DOMPurify cannot run, escapes) the HTML; the text is there either way.
    expect(await screen.findByText(/贵州茅台回踩20日均线/)).toBeInTheDocument()
    first.view.unmount()
  })
})

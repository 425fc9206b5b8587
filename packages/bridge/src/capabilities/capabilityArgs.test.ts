import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAPABILITY_NAMES, createBridge, createNativeChannel, isBridgeError, type Bridge, type CapabilityName } from '../index.js'
import { FakeNativeHost } from '../testing.js'
import { ARG_LIMITS } from './argLimits.js'

// Played at the message level: a FakeNativeHost records every request the page posts. For each capability
// of docs/bridge-protocol.md §6, bad arguments reject INVALID_ARGS with nothing posted, and good arguments
// still reach native exactly as §6 states them.

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TouguApp/6.2.0'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const RISK = { riskLevel: 'C3', level_name: '稳健型', risk_end_date: '20271231', customer_class: '普通' }
const USER = { clientId: 'c1', cid: '10086', phone: '13800000000', token: 't-1', userName: '张三' }
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=='
const PNG = 'data:image/png;base64,iVBORw0KGgo='
const PAY = { timestamp: '1700000001', nonceStr: 'n1', package: 'prepay_id=wx201', signType: 'RSA', paySign: 'ps' }
const huge = (n: number) => 'x'.repeat(n)

/** URLs that must never reach native where §6 asks for an absolute http(s) URL. */
const BAD_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript://https://x.cn/%0aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://x.cn/a.pdf',
  'files/a.pdf',
  '/tougu/about',
  '//evil.cn/a.pdf',
  'https:evil.cn',
  'https://',
  'https://x.cn/a b.pdf',
  ' https://x.cn/a.pdf',
  'https://x.cn/a.pdf\n',
  `https://x.cn/${huge(ARG_LIMITS.url)}`,
  '',
]

interface Cases {
  /** [page args, what native must receive] */
  good: Array<[unknown, unknown]>
  bad: unknown[]
}

const CASES: { [K in CapabilityName]: Cases } = {
  getUserInfo: {
    good: [
      [undefined, {}],
      [{ forceLogin: true }, { forceLogin: true }],
    ],
    bad: [{ forceLogin: 'yes' }, { forceLogin: 1 }, { force: true }, 'yes', null, []],
  },
  getRiskLevel: { good: [[undefined, {}], [{}, {}]], bad: [{ clientId: 'c2' }, 'x'] },
  openStockQuote: {
    good: [
      [{ code: '600519' }, { code: '600519' }],
      [{ code: '00700', market: 'HK', name: '腾讯控股' }, { code: '00700', market: 'HK', name: '腾讯控股' }],
    ],
    bad: [{ code: '600519', market: 1 }, { code: '600519', market: 'sh' }, { code: '' }, {}, { code: 600519 }, { code: '600519;drop' }, { code: '600519', name: huge(65) }, { code: '600519', extra: 1 }],
  },
  goToTrade: {
    good: [
      [undefined, {}],
      [{ page: 'buy', code: '600519' }, { page: 'buy', code: '600519' }],
    ],
    bad: [{ page: 5 }, { page: 'buy now' }, { page: huge(65) }, { code: 600519 }, { page: 'javascript:alert(1)' }, { target: 'buy' }],
  },
  share: {
    good: [
      [
        { kind: 'link', scene: 'moments', title: '观点', desc: '今日策略', link: 'https://x.cn/tougu/view/detail?id=1', imgUrl: 'https://x.cn/t.png' },
        { kind: 'link', scene: 'moments', title: '观点', desc: '今日策略', link: 'https://x.cn/tougu/view/detail?id=1', imgUrl: 'https://x.cn/t.png' },
      ],
      [{ kind: 'image', image: PNG }, { kind: 'image', image: JPEG }],
      [{ kind: 'image', scene: 'friend', image: 'https://x.cn/poster.png' }, { kind: 'image', scene: 'friend', image: JPEG }],
    ],
    bad: [
      { kind: 'link', scene: 'group', title: '观点', link: 'https://x.cn/' },
      { kind: 'link', title: '观点' },
      { kind: 'link', title: '', link: 'https://x.cn/' },
      { kind: 'link', title: huge(ARG_LIMITS.shareTitle + 1), link: 'https://x.cn/' },
      // A 10 MB share text.
      { kind: 'link', title: '观点', desc: huge(10 * 1024 * 1024), link: 'https://x.cn/' },
      { kind: 'link', title: '观点', link: 'https://x.cn/', imgUrl: PNG },
      { kind: 'link', title: '观点', link: 'https://x.cn/', imgUrl: 'javascript:alert(1)' },
      ...BAD_URLS.map((link) => ({ kind: 'link', title: '观点', link })),
      { kind: 'video', link: 'https://x.cn/' },
      { kind: 'image' },
      { kind: 'image', image: 'javascript:alert(1)' },
      { kind: 'image', image: 'data:text/html;base64,PHNjcmlwdD4=' },
      { kind: 'image', image: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { kind: 'image', image: 'poster.png' },
      { kind: 'image', image: `data:image/png;base64,${'A'.repeat(ARG_LIMITS.imageDataUrl)}` },
    ],
  },
  saveImage: {
    good: [
      [{ image: PNG }, { image: PNG }],
      [{ image: 'https://x.cn/poster.png' }, { image: 'https://x.cn/poster.png' }],
    ],
    bad: [
      { image: 'javascript:alert(1)' },
      { image: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { image: 'data:image/png,rawbytes' },
      { image: 'poster.png' },
      { image: `data:image/png;base64,${'A'.repeat(ARG_LIMITS.imageDataUrl)}` },
      {},
    ],
  },
  copy: {
    good: [[{ text: '投顾口令 ABC123\n第二行' }, { text: '投顾口令 ABC123\n第二行' }]],
    bad: [{ text: 42 }, { text: '' }, { text: huge(10 * 1024 * 1024) }, { text: huge(ARG_LIMITS.copyText + 1) }, {}, { text: 'a', html: '<b>a</b>' }],
  },
  previewPdf: {
    good: [[{ url: 'https://x.cn/files/a.pdf?v=2', title: '风险揭示书' }, { url: 'https://x.cn/files/a.pdf?v=2', title: '风险揭示书' }]],
    bad: [...BAD_URLS.map((url) => ({ url })), { url: 'https://x.cn/a.pdf', title: 5 }, { url: 'https://x.cn/a.pdf', title: '风险\n揭示书' }, {}],
  },
  payOrder: {
    good: [
      [{ orderId: 'O2026-0001', payType: 1, amount: 99.5, productName: '金股锦囊' }, { orderId: 'O2026-0001', payType: 1, amount: 99.5, productName: '金股锦囊' }],
      // WeChat's pay parameters are for chooseWXPay only: native never receives them.
      [{ orderId: 'o1', payType: 2, wechatPay: PAY }, { orderId: 'o1', payType: 2 }],
    ],
    bad: [
      { orderId: 'o1', payType: 3 },
      { orderId: 'o1', payType: '1' },
      { orderId: '', payType: 1 },
      { orderId: 'o1 OR 1=1', payType: 1 },
      { orderId: 'o1', payType: 1, amount: -1 },
      { orderId: 'o1', payType: 1, amount: Number.NaN },
      { orderId: 'o1', payType: 1, amount: Number.POSITIVE_INFINITY },
      { orderId: 'o1', payType: 1, amount: '99' },
      { orderId: 'o1', payType: 1, wechatPay: { ...PAY, paySign: 1 } },
      { orderId: 'o1', payType: 1, coupon: 'x' },
    ],
  },
  setTitle: {
    good: [
      [{ title: '首页' }, { title: '首页' }],
      [{ title: '' }, { title: '' }],
    ],
    bad: [{ title: 1 }, { title: '首\n页' }, { title: huge(ARG_LIMITS.title + 1) }, {}],
  },
  setTopBarColor: {
    good: [[{ background: '#E8302E', foreground: '#FFFFFF' }, { background: '#E8302E', foreground: '#FFFFFF' }]],
    bad: [{ background: 'red' }, { background: '#E8302E', foreground: 'url(javascript:alert(1))' }, { background: '#FFF' }, {}],
  },
  openWebview: {
    good: [
      [{ url: 'https://x.cn/tougu/about' }, { url: 'https://x.cn/tougu/about' }],
      [{ url: 'http://x.cn/tougu/live/list', title: '直播', newWindow: true }, { url: 'http://x.cn/tougu/live/list', title: '直播', newWindow: true }],
    ],
    bad: [...BAD_URLS.map((url) => ({ url })), { url: 'https://x.cn/', newWindow: 'yes' }, { url: 'https://x.cn/', title: huge(65) }],
  },
  closeWebview: { good: [[undefined, {}]], bad: [{ animated: false }] },
  setMenu: {
    good: [
      [{ items: [] }, { items: [] }],
      [{ items: [{ id: 'share', text: '分享', icon: 'share' }] }, { items: [{ id: 'share', text: '分享', icon: 'share' }] }],
    ],
    bad: [
      { items: 'share' },
      { items: [{ id: 'a b', text: '分享' }] },
      { items: [{ id: 's', text: '' }] },
      { items: [{ id: 's', text: '分享', icon: 'javascript:alert(1)' }] },
      { items: Array.from({ length: ARG_LIMITS.menuItems + 1 }, (_, i) => ({ id: `m${i}`, text: '菜单' })) },
      {},
    ],
  },
  getVersion: { good: [[undefined, {}]], bad: [{ detail: true }] },
  startRiskEvaluation: { good: [[undefined, {}]], bad: [{ level: 'C5' }] },
  setPullRefresh: {
    good: [[{ down: true, up: false }, { down: true, up: false }]],
    bad: [{ down: true }, { down: 'true', up: false }, { down: true, up: false, left: true }],
  },
  stopPullRefresh: {
    good: [
      [undefined, {}],
      [{ direction: 'up' }, { direction: 'up' }],
    ],
    bad: [{ direction: 'left' }, { direction: 1 }, { direction: 'UP' }],
  },
}

const ANSWERS: Partial<Record<CapabilityName, unknown>> = {
  getUserInfo: USER,
  getRiskLevel: RISK,
  startRiskEvaluation: RISK,
  getVersion: { appVersion: '6.2.0', platform: 'ios' },
  payOrder: { status: 'paid' },
}

type AnyCall = (args: unknown) => Promise<unknown>

describe.each(['ios', 'android'] as const)('§6 arguments at the message level (%s)', (platform) => {
  let host: FakeNativeHost
  let bridge: Bridge

  beforeEach(async () => {
    host = new FakeNativeHost({
      platform,
      handlers: Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, () => ANSWERS[name] ?? null])),
    }).install(window)
    bridge = createBridge({ window, userAgent: UA, compressImage: () => Promise.resolve(JPEG) })
    await bridge.ready()
  })

  afterEach(() => {
    bridge.dispose()
    host.uninstall()
  })

  it('has cases for every capability', () => {
    expect(Object.keys(CASES).sort()).toEqual([...CAPABILITY_NAMES].sort())
  })

  it.each(CAPABILITY_NAMES)('%s: bad arguments reject INVALID_ARGS and nothing is posted; good ones reach native as §6 states them', async (name) => {
    const call = (bridge[name] as AnyCall).bind(bridge)
    for (const args of CASES[name].bad) {
      const outcome = await call(args).then(
        () => 'resolved',
        (error: unknown) => (isBridgeError(error) ? error.code : String(error)),
      )
      expect(outcome, `${name}(${JSON.stringify(args)?.slice(0, 120)})`).toBe('INVALID_ARGS')
    }
    // Good calls are posted in call order, so once they are answered, any earlier bad call would be visible too.
    for (const [args] of CASES[name].good) await call(args)
    expect(host.requestsOf(name).map((r) => r.args)).toEqual(CASES[name].good.map(([, wire]) => wire))
  })

  it('says what is wrong in data.problem (the user sees 参数错误)', async () => {
    await expect(bridge.previewPdf({ url: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'INVALID_ARGS',
      message: '参数错误',
      data: { problem: 'url: must be an absolute http(s) URL' },
    })
    await expect(bridge.stopPullRefresh({ direction: 'left' } as never)).rejects.toMatchObject({ data: { problem: 'direction: must be one of "down", "up"' } })
  })

  it('checks the compressed share picture too: a compressor that returns something else sends nothing', async () => {
    bridge.dispose()
    bridge = createBridge({ window, userAgent: UA, compressImage: () => Promise.resolve(`data:image/jpeg;base64,${'A'.repeat(ARG_LIMITS.shareImageDataUrl)}`) })
    await expect(bridge.share({ kind: 'image', image: PNG })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    bridge.dispose()
    bridge = createBridge({ window, userAgent: UA, compressImage: () => Promise.resolve('javascript:alert(1)') })
    await expect(bridge.share({ kind: 'image', image: PNG })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    expect(host.requestsOf('share')).toHaveLength(0)
  })

  it('the channel itself refuses what §6 forbids and any message over the size limit, for callers that bypass createBridge', async () => {
    const channel = createNativeChannel({ window })
    try {
      await expect(channel.call('previewPdf', { url: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
      await expect(channel.call('payOrder', { orderId: 'o1', payType: 1, wechatPay: PAY })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
      host.handle('futureMethod', () => null).announce([...CAPABILITY_NAMES, 'futureMethod'])
      await expect(channel.call('futureMethod', { blob: huge(ARG_LIMITS.message) })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
      await expect(channel.call('futureMethod', { blob: 'small' })).resolves.toBeNull()
      expect(host.requestsOf('futureMethod').map((r) => r.args)).toEqual([{ blob: 'small' }])
      expect(host.requestsOf('previewPdf')).toHaveLength(0)
      expect(host.requestsOf('payOrder')).toHaveLength(0)
    } finally {
      channel.dispose()
    }
  })
})

describe('§6 arguments in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('a bad URL never reaches window.open or location; a good one does', async () => {
    const opened: string[] = []
    const assigned: string[] = []
    vi.spyOn(window, 'open').mockImplementation((url) => (opened.push(String(url)), null))
    vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)))
    const bridge = createBridge({ window, userAgent: DESKTOP })
    for (const url of BAD_URLS) {
      await expect(bridge.previewPdf({ url })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
      await expect(bridge.openWebview({ url })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
      await expect(bridge.openWebview({ url, newWindow: true })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
    }
    expect([opened, assigned]).toEqual([[], []])
    await bridge.openWebview({ url: 'https://x.cn/tougu/about' })
    expect(assigned).toEqual(['https://x.cn/tougu/about'])
  })

  it('a 10 MB text is refused before the clipboard sees it', async () => {
    const writes: string[] = []
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText: (t: string) => Promise.resolve(void writes.push(t)) }, configurable: true })
    try {
      const bridge = createBridge({ window, userAgent: DESKTOP })
      await expect(bridge.copy({ text: huge(10 * 1024 * 1024) })).rejects.toMatchObject({ code: 'INVALID_ARGS' })
      await bridge.copy({ text: 'ABC123' })
      expect(writes).toEqual(['ABC123'])
    } finally {
      delete (window.navigator as unknown as Record<string, unknown>).clipboard
    }
  })
})

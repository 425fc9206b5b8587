import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBridge, type Bridge } from '../index.js'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'

function override<T extends object, K extends keyof T>(target: T, key: K, value: unknown): void {
  Object.defineProperty(target, key, { value, configurable: true, writable: true })
  restores.push(() => delete (target as Record<PropertyKey, unknown>)[key])
}
const restores: Array<() => void> = []

describe('browser fallbacks', () => {
  let bridge: Bridge
  afterEach(() => {
    bridge?.dispose()
    restores.splice(0).reverse().forEach((r) => r())
    vi.restoreAllMocks()
    document.title = ''
    document.querySelector('meta[name="theme-color"]')?.remove()
  })

  it('chooses the web environment outside the app and WeChat', () => {
    bridge = createBridge({ window, userAgent: DESKTOP })
    expect(bridge.environment).toBe('web')
    expect(bridge.platform).toBe('pc')
    expect(createBridge({ window, userAgent: MOBILE }).platform).toBe('mobile-browser')
  })

  it('copies with the Clipboard API', async () => {
    let clipboard = ''
    override(window.navigator, 'clipboard', { writeText: (t: string) => Promise.resolve(void (clipboard = t)) })
    bridge = createBridge({ window, userAgent: DESKTOP })
    expect(bridge.isAvailable('copy')).toBe(true)
    await bridge.copy({ text: '投顾口令 ABC123' })
    expect(clipboard).toBe('投顾口令 ABC123')
  })

  it('falls back to a selection copy when the Clipboard API refuses', async () => {
    const copied: string[] = []
    override(window.navigator, 'clipboard', { writeText: () => Promise.reject(new Error('NotAllowedError')) })
    override(document, 'execCommand', (cmd: string) => {
      copied.push(`${cmd}:${document.querySelector('textarea')?.value ?? ''}`)
      return true
    })
    bridge = createBridge({ window, userAgent: DESKTOP })
    await bridge.copy({ text: '13800000000' })
    expect(copied).toEqual(['copy:13800000000'])
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('rejects UNAVAILABLE with the copy-failed text when no copy works (never a silent no-op)', async () => {
    override(window.navigator, 'clipboard', undefined)
    override(document, 'execCommand', () => false)
    bridge = createBridge({ window, userAgent: DESKTOP })
    await expect(bridge.copy({ text: 'x' })).rejects.toMatchObject({ code: 'UNAVAILABLE', message: '复制失败，请长按手动复制' })
  })

  it('shares a link with the Web Share API; the user closing the sheet is CANCELLED', async () => {
    const shared: unknown[] = []
    let abort = false
    override(window.navigator, 'share', (data: unknown) => {
      if (abort) return Promise.reject(Object.assign(new Error('Share canceled'), { name: 'AbortError' }))
      shared.push(data)
      return Promise.resolve()
    })
    bridge = createBridge({ window, userAgent: MOBILE })
    expect(bridge.isAvailable('share')).toBe(true)
    await expect(bridge.share({ kind: 'link', title: '观点', desc: '今日策略', link: 'https://x.cn/tougu/view/detail?id=1' })).resolves.toEqual({ via: 'web-share' })
    expect(shared).toEqual([{ title: '观点', text: '今日策略', url: 'https://x.cn/tougu/view/detail?id=1' }])
    abort = true
    await expect(bridge.share({ kind: 'link', title: '观点', link: 'https://x.cn/' })).rejects.toMatchObject({ code: 'CANCELLED' })
  })

  it('rejects share UNAVAILABLE without the Web Share API, and image share in any browser', async () => {
    override(window.navigator, 'share', undefined)
    bridge = createBridge({ window, userAgent: DESKTOP })
    expect(bridge.isAvailable('share')).toBe(false)
    await expect(bridge.share({ kind: 'link', title: 't', link: 'https://x.cn/' })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    await expect(bridge.share({ kind: 'image', image: 'data:image/png;base64,AA' })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
  })

  it('sets document.title and the theme colour', async () => {
    bridge = createBridge({ window, userAgent: DESKTOP })
    await bridge.setTitle({ title: '投顾列表' })
    await bridge.setTopBarColor({ background: '#E8302E', foreground: '#FFFFFF' })
    expect(document.title).toBe('投顾列表')
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe('#E8302E')
  })

  it('opens webviews and PDFs with window.open, or navigates when the pop-up is blocked', async () => {
    const opened: string[] = []
    const assigned: string[] = []
    let blocked = false
    override(window, 'open', (url: string) => {
      if (blocked) return null
      opened.push(url)
      return { opener: window }
    })
    vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)))
    bridge = createBridge({ window, userAgent: DESKTOP })
    await bridge.previewPdf({ url: 'https://x.cn/a.pdf' })
    await bridge.openWebview({ url: 'https://x.cn/tougu/tips/list', newWindow: true })
    await bridge.openWebview({ url: 'https://x.cn/tougu/live/list' })
    blocked = true
    await bridge.previewPdf({ url: 'https://x.cn/b.pdf' })
    expect(opened).toEqual(['https://x.cn/a.pdf', 'https://x.cn/tougu/tips/list'])
    expect(assigned).toEqual(['https://x.cn/tougu/live/list', 'https://x.cn/b.pdf'])
  })

  it('closes a webview by going back, and says UNAVAILABLE when there is nowhere to go', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined)
    bridge = createBridge({ window, userAgent: DESKTOP })
    override(window.history, 'length', 3)
    await bridge.closeWebview()
    expect(back).toHaveBeenCalledTimes(1)
    override(window.history, 'length', 1)
    await expect(bridge.closeWebview()).rejects.toMatchObject({ code: 'UNAVAILABLE' })
  })

  it('rejects native-only capabilities with UNAVAILABLE and says so in isAvailable', async () => {
    bridge = createBridge({ window, userAgent: DESKTOP })
    for (const name of ['getUserInfo', 'getRiskLevel', 'payOrder', 'saveImage', 'setMenu', 'getVersion', 'startRiskEvaluation', 'setPullRefresh'] as const) {
      expect(bridge.isAvailable(name)).toBe(false)
    }
    await expect(bridge.getUserInfo()).rejects.toMatchObject({ code: 'UNAVAILABLE', message: '当前环境不支持该功能' })
    await expect(bridge.payOrder({ orderId: 'o1', payType: 1 })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    await expect(bridge.setPullRefresh({ down: true, up: false })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
    await expect(bridge.ready()).resolves.toBeNull()
    await expect(bridge.initWechatShare({ title: 't' })).rejects.toMatchObject({ code: 'UNAVAILABLE' })
  })

  it('treats a page whose host installed the transport as the app, whatever the UA says', () => {
    ;(window as unknown as { touguBridge?: unknown }).touguBridge = { postMessage: () => undefined }
    restores.push(() => delete (window as unknown as { touguBridge?: unknown }).touguBridge)
    bridge = createBridge({ window, userAgent: DESKTOP })
    expect(bridge.environment).toBe('app')
  })
})

import type { CapabilityName, MenuItem, NativeUserInfo, PayOrderArgs, RiskLevelInfo, ShareArgs } from '@tougu/bridge'
import { FakeNativeError, type FakeCallContext, type FakeHandler } from '@tougu/bridge/testing'
import { referenceInvestors, riskLevels, signInReferenceInvestor, type DemoInvestor } from './demoInvestors.js'
import { showSheet, text } from './sheets.js'

/** What a webview's handlers may change in the host around it. */
export interface WebviewChrome {
  setTitle(title: string): void
  setBar(background: string, foreground: string | undefined): void
  setMenu(items: MenuItem[]): void
  setPull(down: boolean, up: boolean): void
  stopPull(): void
  open(url: string, title: string | undefined): void
  close(): void
  /** Resolves a URL the page sent against the page's own URL. */
  resolve(url: string): string
}

/** Host state shared by every webview. */
export interface HostState {
  sheetLayer: HTMLElement
  platform: 'ios' | 'android'
  appVersion: string
  payEndpoint: string
  investor: DemoInvestor | null
  login(investor: DemoInvestor | null): void
  log(kind: 'in' | 'out' | 'err' | 'evt', line: string): void
}

type Handler = (args: never, context: FakeCallContext) => unknown

/** Reads a URL to the end, reporting progress 0..1 (0 first, 1 last) as it goes. */
async function download(url: string, onProgress: (progress: number) => void): Promise<void> {
  onProgress(0)
  const res = await fetch(url).catch(() => null)
  if (!res?.ok || !res.body) throw new FakeNativeError('NATIVE_ERROR', `图片下载失败（${res ? res.status : 'network'}）`)
  const total = Number(res.headers.get('content-length')) || 0
  let received = 0
  const reader = res.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (total) onProgress(Math.min(1, received / total))
  }
  onProgress(1)
}

function sheetCancel(context: FakeCallContext) {
  return (close: () => void) => context.onCancel(close)
}

/**
 * The native side of every capability, as a person drives it in the phone frame.
 * @example new FakeNativeHost({ platform: 'ios', handlers: createHandlers(state, chrome) })
 */
export function createHandlers(state: HostState, chrome: WebviewChrome): Record<string, FakeHandler> {
  const requireLogin = (): DemoInvestor => {
    if (!state.investor) throw new FakeNativeError('NATIVE_ERROR', '未登录')
    return state.investor
  }

  // One handler per capability of the bridge's registry: a capability added there does not compile here until it has one.
  const handlers: Record<CapabilityName, Handler> = {
    async getUserInfo(args: { forceLogin?: boolean }, context): Promise<NativeUserInfo | null> {
      if (state.investor) return state.investor.user
      if (!args.forceLogin) return null
      const choice = await showSheet<{ phone: string } | 'fail' | 'cancel'>(state.sheetLayer, {
        title: '登录（演示投资者）',
        body: '选择参考服务器的一个演示投资者，用短信验证码真实登录',
        actions: [
          ...referenceInvestors.map((inv) => ({ label: `${inv.userName} · ${inv.note} · ${inv.phone}`, value: { phone: inv.phone } })),
          { label: '模拟登录失败', value: 'fail', style: 'danger' },
          { label: '取消', value: 'cancel' },
        ],
        onCancel: sheetCancel(context),
      })
      if (choice === 'cancel') throw new FakeNativeError('CANCELLED', 'user closed the login page')
      if (choice === 'fail') throw new FakeNativeError('NATIVE_ERROR', 'SSO rejected the demo login')
      // A real sign-in at the reference server: the token it issues works for every signed-in call.
      const investor = await signInReferenceInvestor(choice.phone).catch((e: unknown) => {
        throw new FakeNativeError('NATIVE_ERROR', `登录失败：${e instanceof Error ? e.message : String(e)}`)
      })
      state.login(investor)
      return investor.user
    },
    getRiskLevel(): RiskLevelInfo {
      return requireLogin().risk
    },
    async startRiskEvaluation(_args: unknown, context): Promise<RiskLevelInfo> {
      const investor = requireLogin()
      const picked = await showSheet<(typeof riskLevels)[number] | null>(state.sheetLayer, {
        title: '风险测评（演示）',
        body: '选择本次测评结果，有效期两年',
        actions: [...riskLevels.map((l) => ({ label: `${l.riskLevel} ${l.level_name}`, value: l })), { label: '取消', value: null }],
        onCancel: sheetCancel(context),
      })
      if (!picked) throw new FakeNativeError('CANCELLED', 'user left the questionnaire')
      const end = new Date()
      end.setFullYear(end.getFullYear() + 2)
      investor.risk = { ...investor.risk, ...picked, risk_end_date: end.toISOString().slice(0, 10).replaceAll('-', '') }
      return investor.risk
    },
    openStockQuote(args: { code: string; name?: string }) {
      state.log('evt', `行情页：${args.name ?? ''} ${args.code}`)
      return null
    },
    goToTrade(args: { page?: string; code?: string }) {
      state.log('evt', `交易页：${args.page ?? 'home'} ${args.code ?? ''}`)
      return null
    },
    async share(args: ShareArgs, context) {
      const body = document.createElement('div')
      if (args.kind === 'image') {
        const img = document.createElement('img')
        img.src = args.image
        body.append(img)
      } else {
        body.append(text('div', args.title), text('div', args.desc ?? ''), text('div', args.link))
      }
      const scene = await showSheet<string | null>(state.sheetLayer, {
        title: args.scene ? `分享到${args.scene === 'moments' ? '朋友圈' : '微信好友'}` : '分享到',
        body,
        actions: [
          { label: '微信好友', value: 'friend', style: 'primary' },
          { label: '朋友圈', value: 'moments' },
          { label: '取消', value: null },
        ],
        onCancel: sheetCancel(context),
      })
      if (!scene) throw new FakeNativeError('CANCELLED', 'user closed the share sheet')
      state.log('evt', `已分享到 ${scene}`)
      return null
    },
    async saveImage(args: { image: string }, context) {
      // A picture by URL is downloaded first, with keepAlive progress as a native app would send (§6 saveImage).
      if (/^https?:/i.test(args.image)) await download(args.image, (progress) => context.update({ progress }))
      state.log('evt', `保存图片到相册（${args.image.slice(0, 40)}…）`)
      return null
    },
    async copy(args: { text: string }) {
      // The host's own clipboard; a refusal there is a native failure the page should see.
      await navigator.clipboard.writeText(args.text).catch(() => {
        throw new FakeNativeError('NATIVE_ERROR', 'clipboard refused')
      })
      return null
    },
    previewPdf(args: { url: string; title?: string }) {
      chrome.open(chrome.resolve(args.url), args.title ?? 'PDF')
      return null
    },
    async payOrder(args: PayOrderArgs, context) {
      const channel = args.payType === 1 ? '微信支付' : '支付宝'
      const body = document.createElement('div')
      body.append(text('div', `订单 ${args.orderId}`), text('div', args.productName ?? ''), text('div', args.amount === undefined ? '' : `¥${args.amount.toFixed(2)}`))
      const outcome = await showSheet<'paid' | 'cancel' | 'fail'>(state.sheetLayer, {
        title: `${channel}（演示）`,
        body,
        actions: [
          { label: '支付成功', value: 'paid', style: 'primary' },
          { label: '支付失败', value: 'fail', style: 'danger' },
          { label: '取消支付', value: 'cancel' },
        ],
        onCancel: sheetCancel(context),
      })
      if (outcome === 'cancel') throw new FakeNativeError('CANCELLED', 'user cancelled the payment')
      if (outcome === 'fail') throw new FakeNativeError('PAY_FAILED', '支付失败（演示）')
      if (state.payEndpoint) {
        const res = await fetch(state.payEndpoint, {
          method: 'POST',
          // The reference API's token header (docs/native-host-guide.md): Authorization: Bearer <token>.
          headers: { 'content-type': 'application/json', ...(state.investor ? { authorization: `Bearer ${state.investor.user.token}` } : {}) },
          body: JSON.stringify({ orderId: args.orderId, payType: args.payType }),
        })
        if (!res.ok) throw new FakeNativeError('NATIVE_ERROR', `demo pay endpoint answered ${res.status}`)
      }
      return { status: 'paid' }
    },
    setTitle(args: { title: string }) {
      chrome.setTitle(args.title)
      return null
    },
    setTopBarColor(args: { background: string; foreground?: string }) {
      chrome.setBar(args.background, args.foreground)
      return null
    },
    openWebview(args: { url: string; title?: string }) {
      chrome.open(chrome.resolve(args.url), args.title)
      return null
    },
    closeWebview() {
      chrome.close()
      return null
    },
    setMenu(args: { items: MenuItem[] }) {
      chrome.setMenu(args.items)
      return null
    },
    getVersion() {
      return { appVersion: state.appVersion, platform: state.platform }
    },
    setPullRefresh(args: { down: boolean; up: boolean }) {
      chrome.setPull(args.down, args.up)
      return null
    },
    stopPullRefresh() {
      chrome.stopPull()
      return null
    },
  }
  return handlers
}

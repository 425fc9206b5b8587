import type { Page } from '@playwright/test'
import { CAPABILITY_NAMES } from '@tougu/bridge'

/** One request the page sent to the fake native app. */
export interface NativeCall {
  method: string
  args: unknown
}

export interface FakeNativeOptions {
  /** What getUserInfo answers (null: a visitor). */
  user?: Record<string, string> | null
  /** Answers that replace the defaults, by method (e.g. an expired getRiskLevel). */
  answers?: Record<string, unknown>
  /** Answers that change once a method has been called (e.g. after startRiskEvaluation, getRiskLevel's new level). */
  after?: Record<string, Record<string, unknown>>
  /** Methods the app answers with a failure instead (e.g. payOrder cancelled, getRiskLevel refused by the counter). */
  failures?: Record<string, { code: string; message: string }>
  /** The app version the handshake reports (default 6.2.0). */
  appVersion?: string
}

/** A user agent of the firm's app webview (Android, with the app's UA token). */
export const APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 TouguApp/6.2.0'
/** The same app's webview on an iPhone (the app's UA token after iOS WebKit's), for flows checked on both platforms. */
export const IOS_APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TouguApp/6.2.0'

/**
 * Plays the native app in the page (wire protocol v1, docs/bridge-protocol.md): installs the iOS transport
 * `webkit.messageHandlers.touguBridge` before any page script, answers `bridge.hello` (announcing every
 * capability of the bridge's registry, CAPABILITY_NAMES) and every method (with a failure where `failures` names one),
 * and records the calls in `window.__nativeCalls` (read them with nativeCalls). Use with APP_USER_AGENT.
 */
export async function installFakeNative(page: Page, options: FakeNativeOptions = {}): Promise<void> {
  await page.addInitScript(({ user, overrides, after, failures, appVersion, methods }) => {
    const w = window as unknown as {
      __nativeCalls: { method: string; args: unknown }[]
      __touguBridge?: { receive(message: unknown): void }
      webkit: unknown
    }
    w.__nativeCalls = []
    const answers: Record<string, unknown> = {
      getUserInfo: user,
      getVersion: { appVersion: '6.2.0', platform: 'ios' },
      getRiskLevel: {
        riskLevel: 'C4',
        level_name: '积极型',
        risk_end_date: '20271231',
        customer_class: '普通投资者',
      },
      share: { via: 'native' },
      payOrder: { status: 'pending' },
      ...overrides,
    }
    const reply = (message: unknown) => setTimeout(() => w.__touguBridge?.receive(message), 5)
    w.webkit = {
      messageHandlers: {
        touguBridge: {
          postMessage(raw: { id: string; method: string; args: unknown }) {
            const msg = JSON.parse(JSON.stringify(raw)) as { id: string; method: string; args: unknown }
            if (msg.method === 'bridge.hello') {
              reply({
                id: msg.id,
                ok: true,
                data: { protocolVersion: 1, appVersion, platform: 'ios', methods },
              })
              return
            }
            if (msg.method === 'bridge.cancel') return
            w.__nativeCalls.push({ method: msg.method, args: msg.args })
            const failure = failures[msg.method]
            if (failure) reply({ id: msg.id, ok: false, error: failure })
            else reply({ id: msg.id, ok: true, data: answers[msg.method] ?? null })
            Object.assign(answers, after[msg.method] ?? {})
          },
        },
      },
    }
  }, { user: options.user ?? null, overrides: options.answers ?? {}, after: options.after ?? {}, failures: options.failures ?? {}, appVersion: options.appVersion ?? '6.2.0', methods: [...CAPABILITY_NAMES] })
}

/** The calls of one method the page made so far. */
export async function nativeCalls(page: Page, method: string): Promise<unknown[]> {
  const calls = await page.evaluate(
    () => (window as unknown as { __nativeCalls: { method: string; args: unknown }[] }).__nativeCalls,
  )
  return calls.filter((c) => c.method === method).map((c) => c.args)
}

/** Pushes an event from the fake native app to the page (e.g. a tap on a native menu item). */
export async function nativeEvent(page: Page, event: string, data: unknown): Promise<void> {
  await page.evaluate(
    ({ event, data }) => (window as unknown as { __touguBridge?: { receive(message: unknown): void } }).__touguBridge?.receive({ event, data }),
    { event, data },
  )
}

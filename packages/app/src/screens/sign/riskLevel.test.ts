import { describe, expect, it, vi } from 'vitest'
import { BridgeError } from '@tougu/bridge'
import type { UserInfo } from '@tougu/core'
import { suitabilityGate } from './riskLevel.js'

vi.mock('@tougu/react-ui', () => ({ showToast: vi.fn() }))
const { showToast } = await import('@tougu/react-ui')

const NOW = new Date(2026, 10, 22)

/** Services as the gate uses them: the browser reads user info from the API, the app asks the bridge. */
function services(options: { app?: boolean; user?: Partial<UserInfo> | 'timeout'; native?: Record<string, string> | 'fails' }) {
  let stored: UserInfo | null = { clientId: 'C1', token: 'tok' }
  return {
    now: () => NOW.getTime(),
    session: { user$: { getValue: () => stored }, setUser: (u: UserInfo | null) => (stored = u) },
    api: {
      user: {
        getUserInfo: () =>
          Promise.resolve(
            options.user === 'timeout' ? { iRet: -1, message: '网络请求超时！' } : { iRet: 0, message: '', data: { clientId: 'C1', ...options.user } },
          ),
      },
    },
    bridge: {
      environment: options.app ? 'app' : 'web',
      getRiskLevel: () =>
        options.native === 'fails' ? Promise.reject(new BridgeError('TIMEOUT', '请求超时', { method: 'getRiskLevel' })) : Promise.resolve(options.native),
    },
  } as unknown as Parameters<typeof suitabilityGate>[0]
}

describe('suitabilityGate (the purchase pages’ risk check)', () => {
  it('lets a valid C4 investor buy an R3 product, with the levels the confirmation page shows', async () => {
    const gate = await suitabilityGate(services({ user: { riskLevel: 'C4', riskEndDate: '20271231', levelName: '积极型' } }), 'R3')
    expect(gate).toMatchObject({ ok: true, investorLevel: 4, productLevel: 3, risk: { levelName: '积极型' } })
  })

  it('refuses a C2 investor an R5 product with core’s mismatch text', async () => {
    const gate = await suitabilityGate(services({ user: { riskLevel: 'C2', riskEndDate: '20271231' } }), 'R5')
    expect(gate).toMatchObject({ ok: false, kind: 'mismatch' })
    expect(gate.ok || gate.text).toContain('不匹配')
  })

  it('stops an expired evaluation with the path text of the platform (personal centre in a browser, trading in the app)', async () => {
    const web = await suitabilityGate(services({ user: { riskLevel: 'C4', riskEndDate: '20250101' } }), 'R3')
    expect(web).toEqual({ ok: false, kind: 'assessment', text: '您的风险测评已过期，请前往“个人中心”重新进行风险测评' })
    const app = await suitabilityGate(services({ app: true, native: { riskLevel: 'C4', level_name: '积极型', risk_end_date: '20250101' } }), 'R3')
    expect(app).toEqual({ ok: false, kind: 'assessment', text: '您的风险测评已过期，请前往APP“交易”栏目重新进行风险测评' })
  })

  it('asks an investor who never evaluated to complete the evaluation first (empty native answer)', async () => {
    const gate = await suitabilityGate(services({ app: true, native: { riskLevel: '', level_name: '', risk_end_date: '' } }), 'R1')
    expect(gate).toEqual({ ok: false, kind: 'assessment', text: '您尚未完成风险测评，请前往APP“交易”栏目完成风险测评后再购买' })
  })

  it('toasts 获取适当性失败 and stops with the reason when the risk level cannot be retrieved', async () => {
    vi.mocked(showToast).mockClear()
    const gate = await suitabilityGate(services({ user: 'timeout' }), 'R3')
    expect(showToast).toHaveBeenCalledWith('获取适当性失败')
    expect(gate).toMatchObject({ ok: false, kind: 'riskUnavailable' })
    expect(gate.ok || gate.text).toContain('网络请求超时！')

    const native = await suitabilityGate(services({ app: true, native: 'fails' }), 'R3')
    expect(native).toMatchObject({ ok: false, kind: 'riskUnavailable' })
    expect(showToast).toHaveBeenCalledTimes(2)
  })
})

import type { NativeUserInfo, RiskLevelInfo } from '@tougu/bridge'

/** A signed-in investor as the host keeps it: the bridge's user info (with the server's token) and risk. */
export interface DemoInvestor {
  user: NativeUserInfo
  risk: RiskLevelInfo
}

/**
 * The reference server's demo investors (examples/api-server README). The host signs them in for real
 * through the server's SMS login, so every signed-in call of the app works with the token it hands over.
 */
export const referenceInvestors: Array<{ phone: string; userName: string; note: string }> = [
  { phone: '13800000001', userName: '张伟', note: 'C4 · 订单、优惠券齐全' },
  { phone: '13800000002', userName: '李娜', note: 'C2 · 保守型' },
  { phone: '13800000003', userName: '王芳', note: 'C3 · 测评已过期' },
  { phone: '13800000004', userName: '刘洋', note: '未测评' },
  { phone: '13800000005', userName: '陈静', note: 'C5 · 专业投资者' },
]

/** Levels the risk-evaluation sheet lets a person pick. */
export const riskLevels: Array<Pick<RiskLevelInfo, 'riskLevel' | 'level_name'>> = [
  { riskLevel: 'C1', level_name: '保守型' },
  { riskLevel: 'C2', level_name: '谨慎型' },
  { riskLevel: 'C3', level_name: '稳健型' },
  { riskLevel: 'C4', level_name: '积极型' },
  { riskLevel: 'C5', level_name: '激进型' },
]

interface Envelope<T> {
  iRet: number
  message?: string
  data?: T
}
interface ServerUser {
  clientId?: string
  cid?: string
  phone?: string
  userName?: string
  riskLevel?: string
  levelName?: string
  riskEndDate?: string
  customerClass?: string
}

/**
 * Signs a reference investor in as the firm's app would through its SSO: POST /api/demo/ssoLogin, which a reference
 * server in demo mode answers with a session for a seeded investor, whatever SMS code it would send (no restart with
 * a fixed code). Throws with the server's message when it refuses (an unknown phone; outside demo mode the path is
 * not there). `apiBase` is the origin (and path prefix) of the API.
 * @example const investor = await signInReferenceInvestor('13800000001', 'http://127.0.0.1:8787')
 */
export async function signInReferenceInvestor(phone: string, apiBase = '', fetchImpl: typeof fetch = fetch): Promise<DemoInvestor> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetchImpl(`${apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const json = (await res.json().catch(() => ({ iRet: res.status, message: `HTTP ${res.status}` }))) as Envelope<T>
    if (json.iRet !== 0 || json.data === undefined) throw new Error(json.message || `HTTP ${res.status}`)
    return json.data
  }
  const { token, user } = await post<{ token: string; user: ServerUser }>('/api/demo/ssoLogin', { phone })
  return {
    user: { clientId: user.clientId ?? '', cid: user.cid ?? '', phone: user.phone ?? phone, token, userName: user.userName ?? '' },
    // The server keeps the evaluation as riskLevel/levelName/riskEndDate (YYYY-MM-DD); the bridge's
    // getRiskLevel answers the spec §7 names with a YYYYMMDD date. Never evaluated: empty fields.
    risk: {
      riskLevel: user.riskLevel ?? '',
      level_name: user.levelName ?? '',
      risk_end_date: (user.riskEndDate ?? '').replaceAll('-', ''),
      customer_class: user.customerClass ?? '',
    },
  }
}

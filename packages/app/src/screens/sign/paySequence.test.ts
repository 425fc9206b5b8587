// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, type ApiClient } from '@tougu/core'
import { BridgeError, type Bridge } from '@tougu/bridge'
import type { QueryClient } from '@tanstack/react-query'
import { apiKey, createQueryClient } from '../../services/queries.js'
import { mutationRunner, registerMutations, type Mutate } from '../../services/mutations.js'
import { ensureOrder, payOrder } from './paySequence.js'
import type { SignFlow } from './signFlow.js'

// A small order server over real HTTP: createOrder is idempotent on clientKey like the reference server,
// and can lose its first answer (the order is created, the reply is a 500).
interface Backend {
  server: Server
  api: ApiClient
  /** The page's declared mutations over `api` (services/mutations.ts), as `services.mutate` runs them. */
  mutate: Mutate
  queryClient: QueryClient
  contracts: number
  orders: Map<string, string>
  keysSeen: string[]
  loseNextOrderReply: boolean
  /** Contracts createOrder refuses as void (1402, e.g. expired). */
  voidContracts: Set<string>
  /** saveOrderCallback bodies, in order; the first `failCallbacks` answers are 500s. */
  callbacks: unknown[]
  failCallbacks: number
}

let backend: Backend

beforeEach(async () => {
  const state = { contracts: 0, orders: new Map<string, string>(), keysSeen: [] as string[], loseNextOrderReply: false, voidContracts: new Set<string>(), callbacks: [] as unknown[], failCallbacks: 0 }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const json = JSON.parse(body || '{}') as Record<string, unknown>
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      if (req.url === '/api/createContract') {
        state.contracts += 1
        return send(200, { iRet: 0, message: 'ok', data: { contractId: `CT${state.contracts}`, productId: json.productId, periodId: json.periodId, amount: '99.00', payAmount: '99.00' } })
      }
      if (req.url === '/api/createOrder') {
        const key = String(json.clientKey)
        state.keysSeen.push(key)
        if (state.voidContracts.has(String(json.contractId))) return send(200, { iRet: 1402, message: '签约已超过30分钟未下单，请重新签约' })
        if (!state.orders.has(key)) state.orders.set(key, `OD${state.orders.size + 1}`)
        if (state.loseNextOrderReply) {
          state.loseNextOrderReply = false
          return send(500, { iRet: 500, message: '系统繁忙，请稍后重试' })
        }
        return send(200, { iRet: 0, message: 'ok', data: { orderId: state.orders.get(key), amount: '99.00', payAmount: '99.00', stStatus: 80, payStatus: 'unpaid' } })
      }
      if (req.url === '/api/getWxPayParams') {
        if (json.orderId !== 'OD1') return send(200, { iRet: 1401, message: '该订单已支付，无需重复支付' })
        return send(200, {
          iRet: 0,
          message: 'ok',
          data: { orderId: 'OD1', appId: 'wx0000000000demo', timeStamp: '1795000000', nonceStr: 'n0nce', package: 'prepay_id=demo_OD1', signType: 'HMAC-SHA256', paySign: 'SIGNED' },
        })
      }
      if (req.url === '/api/saveOrderCallback') {
        state.callbacks.push(json)
        if (state.failCallbacks > 0) {
          state.failCallbacks -= 1
          return send(500, { iRet: 500, message: '系统繁忙，请稍后重试' })
        }
        return send(200, { iRet: 0, message: 'ok' })
      }
      send(404, { iRet: 404, message: 'not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => 'token-0123456789abcdef' })
  const queryClient = createQueryClient()
  registerMutations(queryClient, api)
  backend = Object.assign<typeof state, Pick<Backend, 'server' | 'api' | 'mutate' | 'queryClient'>>(state, { server, api, mutate: mutationRunner(queryClient), queryClient })
})

afterEach(async () => {
  await new Promise<void>((resolve) => backend.server.close(() => resolve()))
})

const start: SignFlow = {
  productId: 'TIP1',
  periodId: 14,
  couponId: null,
  payType: 1,
  suitable: { investorLevel: 'C4', productLevel: 'R2' },
  clientKey: null,
  contractId: null,
  order: null,
}

describe('ensureOrder', () => {
  it('after a lost createOrder answer, the retry sends the same key and gets the one order', async () => {
    let saved = start
    const save = (f: SignFlow) => (saved = f)
    backend.loseNextOrderReply = true
    const first = await ensureOrder(backend.mutate, start, save)
    expect(first).toMatchObject({ ok: false, message: '系统繁忙，请稍后重试' })
    // The key and contract were stored before the failing call, so a reload resumes with them.
    expect(saved.clientKey).toMatch(/^k-.{8,}/)
    expect(saved.contractId).toBe('CT1')
    const second = await ensureOrder(backend.mutate, saved, save)
    expect(second.ok).toBe(true)
    expect(saved.order).toEqual({ orderId: 'OD1', payAmount: '99.00' })
    expect(backend.keysSeen).toEqual([saved.clientKey, saved.clientKey])
    expect(backend.orders.size).toBe(1)
    expect(backend.contracts).toBe(1)
  })

  it('a contract the server calls void (1402): the flow forgets it and its key, and the next pass signs a new one', async () => {
    backend.voidContracts.add('CT1')
    let saved = start
    const first = await ensureOrder(backend.mutate, start, (f) => (saved = f))
    expect(first).toMatchObject({ ok: false, message: '签约已超过30分钟未下单，请重新签约', resign: true })
    expect(saved).toMatchObject({ contractId: null, clientKey: null, order: null })
    const second = await ensureOrder(backend.mutate, saved, (f) => (saved = f))
    expect(second.ok).toBe(true)
    expect(saved.contractId).toBe('CT2')
    expect(backend.keysSeen[1]).not.toBe(backend.keysSeen[0])
    expect(backend.orders.size).toBe(1)
  })

  it('does not call the server again once the flow has its order', async () => {
    const withOrder = { ...start, clientKey: 'k-existing-key', contractId: 'CT9', order: { orderId: 'OD9', payAmount: '1.00' } }
    const step = await ensureOrder(backend.mutate, withOrder, () => undefined)
    expect(step).toEqual({ ok: true, flow: withOrder, paid: false })
    expect(backend.keysSeen).toEqual([])
  })

  it('sends its requests as the declared mutations: the investor\'s order lists are stale once the order exists', async () => {
    const orders = apiKey('C1001', 'orders.queryUserOrder', { stStatus: [80] })
    backend.queryClient.setQueryData(orders, { iRet: 0, list: [] })
    const step = await ensureOrder(backend.mutate, start, () => undefined)
    expect(step.ok).toBe(true)
    expect(backend.queryClient.getQueryState(orders)?.isInvalidated).toBe(true)
    expect(backend.queryClient.getMutationCache().getAll().map((m) => m.options.mutationKey?.[1])).toEqual(['orders.createContract', 'orders.createOrder'])
  })

  it('two sequences started apart get different keys (a new choice is a new order)', async () => {
    const a: SignFlow[] = []
    const b: SignFlow[] = []
    await ensureOrder(backend.mutate, start, (f) => a.push(f))
    await ensureOrder(backend.mutate, start, (f) => b.push(f))
    expect(a.at(-1)?.clientKey).not.toBe(b.at(-1)?.clientKey)
    expect(backend.orders.size).toBe(2)
  })
})

describe('the follow-up link (saveOrderCallback)', () => {
  const answered: SignFlow = { ...start, followupDone: true, followup: { paperId: 'PAPER-1', no: 42, linked: false } }

  it('links the type 1 submission to the order just created, once', async () => {
    let saved = answered
    const step = await ensureOrder(backend.mutate, answered, (f) => (saved = f))
    expect(step.ok).toBe(true)
    expect(backend.callbacks).toEqual([expect.objectContaining({ orderId: 'OD1', paperId: 'PAPER-1', result: 42 })])
    expect(saved.followup?.linked).toBe(true)
    // Resuming the same flow (继续支付) does not send it again.
    await ensureOrder(backend.mutate, saved, (f) => (saved = f))
    expect(backend.callbacks).toHaveLength(1)
  })

  it('is best effort: a failed link does not stop the payment, and the next pass sends it again', async () => {
    backend.failCallbacks = 1
    let saved = answered
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = await ensureOrder(backend.mutate, answered, (f) => (saved = f))
    expect(first).toMatchObject({ ok: true, paid: false })
    expect(saved.order?.orderId).toBe('OD1')
    expect(saved.followup?.linked).toBe(false)
    expect(warn).toHaveBeenCalledWith('[tougu] saveOrderCallback:', '系统繁忙，请稍后重试')
    warn.mockRestore()
    await ensureOrder(backend.mutate, saved, (f) => (saved = f))
    const link = expect.objectContaining({ orderId: 'OD1', paperId: 'PAPER-1', result: 42 }) as unknown
    expect(backend.callbacks).toEqual([link, link])
    expect(saved.followup?.linked).toBe(true)
    expect(backend.orders.size).toBe(1)
  })

  it('sends nothing when the sequence had no type 1 paper', async () => {
    await ensureOrder(backend.mutate, start, () => undefined)
    expect(backend.callbacks).toEqual([])
  })
})

describe('payOrder', () => {
  const order = { orderId: 'OD1', payAmount: '99.00' }
  const nativeBridge = (pay: Bridge['payOrder']) =>
    ({ environment: 'app', isAvailable: () => true, payOrder: pay }) as Pick<Bridge, 'environment' | 'isAvailable' | 'payOrder'>

  it('in the app, a closed pay sheet is a cancellation and a native error a failure with its text', async () => {
    const demo = { api: backend.api, mutate: backend.mutate, confirmDemoPay: () => Promise.resolve(true), demoPayAvailable: () => Promise.resolve(true) }
    const cancelled = await payOrder({ ...demo, bridge: nativeBridge(() => Promise.reject(new BridgeError('CANCELLED'))) }, order, 1, '锦囊')
    expect(cancelled).toEqual({ kind: 'cancelled' })
    const failed = await payOrder({ ...demo, bridge: nativeBridge(() => Promise.reject(new BridgeError('NATIVE_ERROR', '余额不足'))) }, order, 2, '锦囊')
    expect(failed).toEqual({ kind: 'failed', message: '余额不足' })
    const args: unknown[] = []
    const sent = await payOrder({ ...demo, bridge: nativeBridge((a) => (args.push(a), Promise.resolve({ status: 'pending' }))) }, order, 1, '锦囊')
    expect(sent).toEqual({ kind: 'submitted' })
    expect(args).toEqual([{ orderId: 'OD1', payType: 1, amount: 99, productName: '锦囊' }])
  })

  it('inside WeChat, pays through chooseWXPay with the parameters the server signed for the order', async () => {
    const args: unknown[] = []
    const wechat = (pay: Bridge['payOrder']) =>
      ({ environment: 'wechat', isAvailable: () => true, payOrder: pay }) as Pick<Bridge, 'environment' | 'isAvailable' | 'payOrder'>
    const deps = { api: backend.api, mutate: backend.mutate, confirmDemoPay: () => Promise.reject(new Error('no demo sheet inside WeChat')), demoPayAvailable: () => Promise.resolve(true) }
    const sent = await payOrder({ ...deps, bridge: wechat((a) => (args.push(a), Promise.resolve({ status: 'paid' }))) }, order, 1, '锦囊')
    expect(sent).toEqual({ kind: 'submitted' })
    expect(args).toEqual([
      {
        orderId: 'OD1',
        payType: 1,
        amount: 99,
        productName: '锦囊',
        wechatPay: { timestamp: '1795000000', nonceStr: 'n0nce', package: 'prepay_id=demo_OD1', signType: 'HMAC-SHA256', paySign: 'SIGNED' },
      },
    ])
    // No parameters (the order is paid already): the server's reason, and WeChat is not opened.
    const refused = await payOrder({ ...deps, bridge: wechat((a) => (args.push(a), Promise.resolve({ status: 'paid' }))) }, { orderId: 'OD2', payAmount: '1.00' }, 1, '锦囊')
    expect(refused).toEqual({ kind: 'failed', message: '该订单已支付，无需重复支付' })
    expect(args).toHaveLength(1)
    const cancelled = await payOrder({ ...deps, bridge: wechat(() => Promise.reject(new BridgeError('CANCELLED'))) }, order, 1, '锦囊')
    expect(cancelled).toEqual({ kind: 'cancelled' })
  })

  const web = { environment: 'web', isAvailable: () => false, payOrder: () => Promise.reject(new Error('unused')) } as Pick<Bridge, 'environment' | 'isAvailable' | 'payOrder'>

  it('in a browser, declining the pay sheet pays nothing', async () => {
    const outcome = await payOrder({ api: backend.api, mutate: backend.mutate, bridge: web, confirmDemoPay: () => Promise.resolve(false), demoPayAvailable: () => Promise.resolve(true) }, order, 1, '锦囊')
    expect(outcome).toEqual({ kind: 'cancelled' })
  })

  it('in a browser on a server without the demo payment (production), shows no pay sheet and pays nothing', async () => {
    let asked = 0
    const confirmDemoPay = () => ((asked += 1), Promise.resolve(true))
    const outcome = await payOrder({ api: backend.api, mutate: backend.mutate, bridge: web, confirmDemoPay, demoPayAvailable: () => Promise.resolve(false) }, order, 1, '锦囊')
    expect(outcome).toEqual({ kind: 'unavailable' })
    expect(asked).toBe(0)
  })
})

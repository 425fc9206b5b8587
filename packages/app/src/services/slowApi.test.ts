import { createSecondaryClient } from '@tougu/core'
import { describe, expect, it } from 'vitest'
import { SLOW_ENDPOINT_NAMES } from './createAppServices.js'
import { createSlowApi, SLOW_ENDPOINTS } from './slowApi.js'

type Sent = { url: string; auth: string | null; body: unknown }

function fakeFetch(answer: (sent: Sent) => Promise<Response> | Response, sent: Sent[] = []) {
  return async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    const entry = { url: request.url, auth: request.headers.get('authorization'), body: JSON.parse(await request.text()) as unknown }
    sent.push(entry)
    return answer(entry)
  }
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

describe('createSlowApi (the second API client, decision wave2-reach19-4)', () => {
  it('posts to the contract path under its own base with the token, and returns the checked answer', async () => {
    const sent: Sent[] = []
    const slow = createSlowApi(
      createSecondaryClient({
        baseUrl: 'https://counter.example/ext',
        getToken: () => 'tok-1',
        fetch: fakeFetch(() => json({ iRet: 0, message: '', data: { enough: false, required: '100000.00', available: '20000.00' } }), sent),
      }),
    )
    const res = await slow.checkCustomerAssets({ productId: 'COM1' })
    expect(res).toEqual({ iRet: 0, message: '', data: { enough: false, required: '100000.00', available: '20000.00' } })
    expect(sent).toEqual([{ url: 'https://counter.example/ext/api/common/checkCustomerAssets', auth: 'Bearer tok-1', body: { productId: 'COM1' } }])
  })

  it('turns the second client timeout into the -999999 failure with 网络请求超时', async () => {
    const never = () => new Promise<Response>(() => undefined)
    const slow = createSlowApi(createSecondaryClient({ baseUrl: '', timeoutMs: 30, fetch: fakeFetch(never) }))
    await expect(slow.checkCustomerArrears({})).resolves.toMatchObject({ iRet: -999999, message: '网络请求超时' })
  })

  it('maps a rejected network error to the helper failure and a malformed answer to a schema failure', async () => {
    const down = createSlowApi(createSecondaryClient({ baseUrl: '', fetch: () => Promise.reject(new TypeError('Failed to fetch')) }))
    await expect(down.getCustomerAssets({})).resolves.toMatchObject({ iRet: 500, message: '系统繁忙，请稍后重试' })
    const odd = createSlowApi(createSecondaryClient({ baseUrl: '', fetch: fakeFetch(() => json({ iRet: 0, data: { inArrears: 'no' } })) }))
    await expect(odd.checkCustomerArrears({})).resolves.toMatchObject({ iRet: -3 })
  })

  it('refuses a request the contract refuses without sending it', async () => {
    const sent: Sent[] = []
    const slow = createSlowApi(createSecondaryClient({ baseUrl: '', fetch: fakeFetch(() => json({ iRet: 0 }), sent) }))
    await expect(slow.queryBasicHq({ codes: [] })).resolves.toMatchObject({ iRet: -5 })
    expect(sent).toHaveLength(0)
  })

  it('is what services.slow offers (the entry lists the names without loading this module)', () => {
    expect([...SLOW_ENDPOINT_NAMES].sort()).toEqual(Object.keys(SLOW_ENDPOINTS).sort())
  })
})

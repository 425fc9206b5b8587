import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient, createClientStore, createSessionStore, isLoggedIn, type ApiFailure, type UserInfo } from '@tougu/core'
import { memoryStorage, startStubApi, type StubApi, type StubHandler } from '../screens/product/testing/productTestKit.js'
import { startInvestorSwitch } from './investorSwitch.js'
import { invalidateTargets } from './mutations.js'
import { startNewUserRefresh } from './newUserRefresh.js'
import { apiKey, createQueryClient, PRIVILEGES, privilegesKey } from './queries.js'

const alice = { clientId: 'C1001', token: 'tok-alice-0123456789', userName: '张伟', cid: '880010001' }
const bob = { clientId: 'C2002', token: 'tok-bob-01234567890x', userName: '李娜', cid: '880020002' }
const paper = { id: 21, title: '投顾服务回访问卷', type: 2, questions: [{ no: 1, topic: '您是否本人签约？', type: 1, options: [{ no: 1, answer: '是' }] }] }
const privilege = (productId: string) => ({ productId, authorityId: `A${productId}`, productType: 'tips', endDate: null })

let stub: StubApi | null = null
const stops: Array<() => void> = []
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop())
  await stub?.close()
  stub = null
})

/** The page's stores over `storage` (a reload when given the same one), an API client on the stub, a QueryClient. */
async function page(handlers: Record<string, StubHandler>, storage = memoryStorage()) {
  stub ??= await startStubApi(handlers)
  const session = createSessionStore({ storage, storageKey: 'tougu.session', login: () => Promise.resolve(null) })
  const client = createClientStore({ storage })
  const investorId = () => {
    const user = session.user$.getValue()
    return isLoggedIn(user) ? (user?.clientId ?? '') : ''
  }
  const api = createApiClient({ baseUrl: stub.baseUrl, getToken: () => session.user$.getValue()?.token })
  const queryClient = createQueryClient()
  stops.push(() => queryClient.clear())
  return { storage, session, client, investorId, api, queryClient }
}

const signIn = (user: typeof alice | null): UserInfo | null => user

describe('startInvestorSwitch', () => {
  it("sign-out clears the investor's client data and queries; her privilege list was asked once on sign-in", async () => {
    const p = await page({ '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [privilege('7')] }) })
    const switching = startInvestorSwitch({ ...p, privileges: { api: p.api, investorId: p.investorId } })
    stops.push(switching.dispose)
    p.session.setUser(signIn(alice))
    await waitFor(() => expect(p.queryClient.getQueryData(privilegesKey(alice.clientId))).toMatchObject([{ productId: '7' }]))
    p.client.update({ userQuiz: { adviserId: 'T1', question: '还能持有吗？' }, isNewUser: 1 })
    p.client.setFollowupPaper(paper as never)
    p.queryClient.setQueryData(apiKey(alice.clientId, 'orders.getUserRenewCount', {}), { iRet: 0, data: { count: 1 } })

    p.session.setUser(null)
    expect(p.client.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false, isNewUser: -1 })
    expect(p.client.getValue().userQuiz).not.toMatchObject({ question: '还能持有吗？' })
    expect(JSON.parse(p.storage.getItem('tougu.clientStore') ?? '{}')).toMatchObject({ followupPaper: null })
    expect(p.queryClient.getQueryCache().getAll().map((q) => q.queryKey[1])).not.toContain(alice.clientId)
    expect(stub!.calls.filter((c) => c.path === '/api/getUserPrivilegeList')).toHaveLength(1)
  })

  it('another investor signing in without a sign-out: the first one\'s data goes, the new one\'s list is asked', async () => {
    const p = await page({
      '/api/getUserPrivilegeList': (_body, { headers }) => ({ iRet: 0, list: [privilege(headers.authorization === `Bearer ${bob.token}` ? '9' : '7')] }),
    })
    stops.push(startInvestorSwitch({ ...p, privileges: { api: p.api, investorId: p.investorId } }).dispose)
    p.session.setUser(signIn(alice))
    p.client.setFollowupPaper(paper as never)
    p.session.setUser(signIn(bob))
    expect(p.client.getValue().followupPaper).toBeNull()
    await waitFor(() => expect(p.queryClient.getQueryData(privilegesKey(bob.clientId))).toMatchObject([{ productId: '9' }]))
    expect(p.queryClient.getQueryData(privilegesKey(alice.clientId))).toBeUndefined()
  })

  it("a visitor signing in keeps what the visitor did (the quiz draft), and asks nothing for the visitor", async () => {
    const p = await page({})
    stops.push(startInvestorSwitch({ ...p, privileges: { api: p.api, investorId: p.investorId } }).dispose)
    p.client.update({ userQuiz: { adviserId: 'T1', question: '还能持有吗？' } })
    // A bounded negative check: a request sent for the visitor would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stub!.calls).toHaveLength(0)
    p.session.setUser(signIn(alice))
    expect(p.client.getValue().userQuiz).toMatchObject({ question: '还能持有吗？' })
    await waitFor(() => expect(stub!.calls.map((c) => c.path)).toEqual(['/api/getUserPrivilegeList']))
  })

  it('on the first session of a page: an owner keeps her unanswered paper, a stored paper without an owner is dropped', async () => {
    const owned = memoryStorage()
    owned.setItem('tougu.session', JSON.stringify(alice))
    owned.setItem('tougu.clientStore', JSON.stringify({ followupPaper: paper }))
    const mine = await page({}, owned)
    stops.push(startInvestorSwitch({ ...mine, privileges: { api: mine.api, investorId: mine.investorId } }).dispose)
    expect(mine.client.getValue()).toMatchObject({ followupPaper: { id: 21 }, showFollowupPaper: true })

    const orphan = memoryStorage()
    orphan.setItem('tougu.clientStore', JSON.stringify({ followupPaper: paper }))
    const visitor = await page({}, orphan)
    stops.push(startInvestorSwitch({ ...visitor, privileges: { api: visitor.api, investorId: visitor.investorId } }).dispose)
    expect(visitor.client.getValue()).toMatchObject({ followupPaper: null, showFollowupPaper: false })
  })
})

describe('startNewUserRefresh (spec §3, §4)', () => {
  /** An ownership check the test answers: each call waits for `answer(value)`. */
  function ownership() {
    const pending: Array<(value: boolean | ApiFailure) => void> = []
    return {
      calls: () => pending.length,
      hasAnyOrder: () => new Promise<boolean | ApiFailure>((resolve) => pending.push(resolve)),
      answer: (i: number, value: boolean | ApiFailure) => pending[i]?.(value),
    }
  }

  it('asks on sign-in, and again only when the privilege list changes content', async () => {
    let list = [privilege('7')]
    const p = await page({ '/api/getUserPrivilegeList': () => ({ iRet: 0, list }) })
    const owned = ownership()
    stops.push(startInvestorSwitch({ ...p, privileges: { api: p.api, investorId: p.investorId } }).dispose)
    stops.push(startNewUserRefresh({ ...p, hasAnyOrder: owned.hasAnyOrder }).dispose)
    expect(owned.calls()).toBe(0)
    p.session.setUser(signIn(alice))
    expect(owned.calls()).toBe(1)
    owned.answer(0, false)
    await waitFor(() => expect(p.client.getValue().isNewUser).toBe(0))
    await waitFor(() => expect(p.queryClient.getQueryState(privilegesKey(alice.clientId))?.status).toBe('success'))
    // The first list after the sign-in is no change; the same list again is none either.
    await invalidateTargets(p.queryClient, [PRIVILEGES])
    expect(owned.calls()).toBe(1)
    list = [privilege('7'), privilege('9')]
    await invalidateTargets(p.queryClient, [PRIVILEGES])
    expect(owned.calls()).toBe(2)
    owned.answer(1, true)
    await waitFor(() => expect(p.client.getValue().isNewUser).toBe(1))
  })

  it('an answer for the previous investor is never stored for the next one', async () => {
    const p = await page({ '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [] }) })
    const owned = ownership()
    stops.push(startInvestorSwitch({ ...p, privileges: { api: p.api, investorId: p.investorId } }).dispose)
    stops.push(startNewUserRefresh({ ...p, hasAnyOrder: owned.hasAnyOrder }).dispose)
    p.session.setUser(signIn(alice))
    p.session.setUser(signIn(bob))
    expect(owned.calls()).toBe(2)
    owned.answer(1, false)
    await waitFor(() => expect(p.client.getValue().isNewUser).toBe(0))
    owned.answer(0, true) // Alice's answer, late
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(p.client.getValue().isNewUser).toBe(0)
  })
})

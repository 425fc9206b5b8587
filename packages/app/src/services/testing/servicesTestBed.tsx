// Test bed of the services layer: the page's services over a real HTTP stub of the API, signed in as a demo investor,
// with the React wrapper the hooks need. Used by *.test.tsx only.
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { memoryStorage, startStubApi, type StubApi, type StubHandler } from '../../screens/product/testing/productTestKit.js'
import { AppServicesProvider } from '../AppServicesProvider.js'
import { createAppServices, type AppServices } from '../createAppServices.js'

export const alice = { clientId: 'C1001', token: 'tok-alice-0123456789', userName: '张伟', cid: '880010001' }
export const bob = { clientId: 'C2002', token: 'tok-bob-01234567890x', userName: '李娜', cid: '880020002' }

/**
 * Registers the clean-up of the file's tests (services disposed, stub closed) and returns `open`, which starts a stub
 * answering `handlers` and a page whose stored session is `signedIn` (none for a visitor), with `clientStore` stored
 * as the spec §3 client store from an earlier visit when given.
 * @example const open = servicesTestBed(); const { services, wrapper, callsTo } = await open({ '/api/cancelOrder': () => ({ iRet: 0 }) })
 */
export function servicesTestBed() {
  let stub: StubApi | null = null
  const opened: AppServices[] = []
  afterEach(async () => {
    opened.splice(0).forEach((s) => s.dispose())
    await stub?.close()
    stub = null
  })
  return async function open(handlers: Record<string, StubHandler>, signedIn: typeof alice | null = alice, clientStore?: object) {
    const api = await startStubApi(handlers)
    stub = api
    const storage = memoryStorage()
    if (clientStore) storage.setItem('tougu.clientStore', JSON.stringify(clientStore))
    if (signedIn) storage.setItem('tougu.session', JSON.stringify(signedIn))
    const services = createAppServices({ window, storage, baseUrl: api.baseUrl })
    opened.push(services)
    const wrapper = ({ children }: { children: ReactNode }) => <AppServicesProvider services={services}>{children}</AppServicesProvider>
    const callsTo = (path: string) => api.calls.filter((c) => c.path === path)
    return { services, wrapper, callsTo, stub: api }
  }
}

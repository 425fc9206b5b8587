import { describe, expect, it, vi } from 'vitest'
import { startServiceWorker, type ServiceWorkerOptions } from './registerServiceWorker.js'

/** workbox-window played by the test: its events are fired by the test, its calls recorded. */
function fakeWorkbox() {
  const listeners = new Map<string, Array<() => void>>()
  const postMessage = vi.fn()
  const wb = {
    addEventListener: (name: string, fn: () => void) => void listeners.set(name, [...(listeners.get(name) ?? []), fn]),
    register: vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
    messageSkipWaiting: vi.fn(),
    getSW: vi.fn(() => Promise.resolve({ postMessage } as unknown as ServiceWorker)),
    update: vi.fn(() => Promise.resolve()),
  }
  return { wb, fire: (name: string) => listeners.get(name)?.forEach((fn) => fn()), postMessage }
}

function win(options: { container?: boolean; registration?: { unregister: () => Promise<boolean> } } = {}) {
  const reload = vi.fn()
  const deleted: string[] = []
  const w = {
    navigator: options.container === false ? {} : { serviceWorker: { getRegistration: () => Promise.resolve(options.registration) } },
    location: { href: 'https://h5.example.com/tougu/tips/list?x=1', reload },
    document: { addEventListener: vi.fn(), visibilityState: 'visible' },
    caches: {
      keys: () => Promise.resolve(['tougu-pages-1', 'workbox-precache-v2-x', 'someone-else']),
      delete: (name: string) => {
        deleted.push(name)
        return Promise.resolve(true)
      },
    },
  }
  return { win: w as unknown as Window, reload, deleted }
}

const settle = () => new Promise((r) => setTimeout(r, 0))
const base = (over: Partial<ServiceWorkerOptions>): ServiceWorkerOptions => ({
  win: win().win,
  baseUrl: '/tougu/',
  version: '1.0.0',
  enabled: true,
  releaseStatus: () => Promise.resolve({ iRet: 0, data: { current: '1.0.0', recalled: [] } }),
  askToUpdate: () => Promise.resolve(false),
  ...over,
})

describe('startServiceWorker', () => {
  it('registers the worker for the base and asks it to keep the page the visit started on', async () => {
    const { wb, postMessage } = fakeWorkbox()
    const created: string[] = []
    const outcome = await startServiceWorker(base({ createWorkbox: (url, scope) => (created.push(`${url} ${scope}`), wb) }))
    await settle()
    expect(outcome).toBe('registered')
    expect(created).toEqual(['/tougu/serviceWorker.js /tougu/'])
    expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_PAGE', url: 'https://h5.example.com/tougu/tips/list?x=1' })
  })

  it('switches to a waiting release only when the investor says yes, then reloads once it controls', async () => {
    const page = win()
    const { wb, fire } = fakeWorkbox()
    const answers = [false, true]
    const ask = vi.fn(() => Promise.resolve(answers.shift() ?? false))
    await startServiceWorker(base({ win: page.win, askToUpdate: ask, createWorkbox: () => wb }))
    fire('waiting')
    await settle()
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled()
    fire('waiting')
    await settle()
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(page.reload).not.toHaveBeenCalled()
    fire('controlling')
    expect(page.reload).toHaveBeenCalledTimes(1)
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('a recalled release does not register, removes the worker there and its caches', async () => {
    const unregister = vi.fn(() => Promise.resolve(true))
    const page = win({ registration: { unregister } })
    const { wb } = fakeWorkbox()
    const outcome = await startServiceWorker(
      base({ win: page.win, releaseStatus: () => Promise.resolve({ iRet: 0, data: { current: '1.0.0', recalled: ['1.0.0'] } }), createWorkbox: () => wb }),
    )
    expect(outcome).toBe('recalled')
    expect(wb.register).not.toHaveBeenCalled()
    expect(unregister).toHaveBeenCalled()
    expect(page.deleted).toEqual(['tougu-pages-1', 'workbox-precache-v2-x'])
  })

  it('registers when the release state cannot be read (a failed check must not cost the cache), and never inside the app', async () => {
    const { wb } = fakeWorkbox()
    expect(await startServiceWorker(base({ releaseStatus: () => Promise.reject(new Error('offline')), createWorkbox: () => wb }))).toBe('registered')
    const other = fakeWorkbox()
    expect(await startServiceWorker(base({ enabled: false, createWorkbox: () => other.wb }))).toBe('off')
    expect(other.wb.register).not.toHaveBeenCalled()
    expect(await startServiceWorker(base({ win: win({ container: false }).win }))).toBe('unsupported')
  })
})

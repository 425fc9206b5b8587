import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { apiFailure } from '@tougu/core'
import { AppServicesProvider } from './AppServicesProvider.js'
import { createAppServices } from './createAppServices.js'
import { createSessionStore } from './sessionStore.js'
import { useApiQuery } from './useApiQuery.js'
import { usePagedList } from './usePagedList.js'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('useApiQuery', () => {
  it('shows the failure message, then the data after retry', async () => {
    let calls = 0
    const load = () =>
      Promise.resolve(++calls === 1 ? apiFailure(-1, '网络请求超时！') : { iRet: 0, data: { title: '直播' } })
    const { result } = renderHook(() => useApiQuery(load, []))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBe('网络请求超时！')
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toEqual({ iRet: 0, data: { title: '直播' } })
  })

  it('aborts the request when the screen goes away', async () => {
    let signal: AbortSignal | undefined
    const { unmount } = renderHook(() =>
      useApiQuery((s) => {
        signal = s
        return new Promise(() => undefined)
      }, []),
    )
    await waitFor(() => expect(signal).toBeDefined())
    unmount()
    expect(signal?.aborted).toBe(true)
  })
})

describe('usePagedList', () => {
  const rows = Array.from({ length: 45 }, (_, i) => `row ${i}`)
  const services = createAppServices({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:1' })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppServicesProvider services={services}>{children}</AppServicesProvider>
  )
  const load = ({ offset, size }: { offset: number; size: number }) =>
    Promise.resolve({ iRet: 0, list: rows.slice(offset, offset + size), total: rows.length })

  it('loads pages by offset until the total is reached', async () => {
    const { result } = renderHook(() => usePagedList(load, []), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.items).toHaveLength(20)
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.items).toEqual(rows)
    expect(result.current.hasMore).toBe(false)
  })

  it('shows cached rows at once when the page is revisited with the same key', async () => {
    const first = renderHook(() => usePagedList(load, [], { cacheKey: 'k1' }), { wrapper })
    await waitFor(() => expect(first.result.current.status).toBe('success'))
    await act(() => first.result.current.loadMore())
    first.unmount()
    const again = renderHook(() => usePagedList(load, [], { cacheKey: 'k1' }), { wrapper })
    expect(again.result.current.status).toBe('success')
    expect(again.result.current.items).toHaveLength(40)
  })

  it('rejects loadMore with the failure message so the footer can retry', async () => {
    let n = 0
    const flaky = (p: { offset: number; size: number }) =>
      n++ === 0 ? load(p) : Promise.resolve(apiFailure(500, '系统繁忙，请稍后重试'))
    const { result } = renderHook(() => usePagedList(flaky, []), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('success'))
    await expect(result.current.loadMore()).rejects.toThrow('系统繁忙，请稍后重试')
    expect(result.current.items).toHaveLength(20)
  })
})

describe('session store', () => {
  it('restores the signed-in user from storage', () => {
    const storage = memoryStorage()
    createSessionStore(storage).setUser({ clientId: '1001', token: 'tok' })
    const again = createSessionStore(storage)
    expect(again.isLoggedIn()).toBe(true)
    expect(again.user$.getValue()?.clientId).toBe('1001')
  })
})

describe('AppServicesProvider', () => {
  it('gives screens the services', () => {
    const services = createAppServices({ window, storage: memoryStorage(), baseUrl: 'http://127.0.0.1:1' })
    function Probe() {
      return <p>{services.platform}</p>
    }
    render(
      <AppServicesProvider services={services}>
        <Probe />
      </AppServicesProvider>,
    )
    expect(screen.getByText(services.platform)).toBeTruthy()
  })
})

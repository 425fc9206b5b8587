import { createRiskWarningStore } from '@tougu/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { bootRiskWarningOpened, openBootRiskWarning } from './openBootRiskWarning.js'
import { memoryStorage, opinionDetail, renderRoute, startStubApi, type StubApi } from '../screens/product/testing/productTestKit.js'

// Decision wave2-speed-11: an advice page a visit starts on gets its risk warning from the boot entry, in the first
// paint, before the app's code; the app then shows none of its own.

const NOON = new Date(2026, 10, 24, 12, 0).getTime()
const now = () => NOON

/** The parts of `window` the boot entry reads, at `pathname`. */
function pageAt(pathname: string, storage: Pick<Storage, 'getItem' | 'setItem'>): Window {
  return { location: { pathname }, localStorage: storage, document } as unknown as Window
}

const storeOn = (storage: ReturnType<typeof memoryStorage>) => createRiskWarningStore({ storage, now })

afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove()
})

describe('the risk warning opened by the boot entry', () => {
  it('opens on an opinion a visitor starts on, and 知道了 records the day for the visitor as the app would', async () => {
    const storage = memoryStorage()
    expect(openBootRiskWarning(pageAt('/tougu/view/detail', storage), '/tougu/', now)).toBe(true)
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: '风险提示' })
    expect(dialog.open).toBe(true)
    expect(storeOn(storage).isDue('')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(storeOn(storage).isDue('')).toBe(false))
    expect(dialog.isConnected).toBe(false)
    // Same day, the next page load: not again.
    expect(openBootRiskWarning(pageAt('/tougu/view/detail', storage), '/tougu/', now)).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens one dialog when the boot entry and the app both ask for it before it is acknowledged', () => {
    const storage = memoryStorage()
    expect(openBootRiskWarning(pageAt('/tougu/view/detail', storage), '/tougu/', now)).toBe(true)
    expect(openBootRiskWarning(pageAt('/tougu/view/detail', storage), '/tougu/', now)).toBe(false)
    expect(screen.getAllByRole('dialog', { name: '风险提示' })).toHaveLength(1)
  })

  it('keys the day by the stored investor, like the app: acknowledged by C1001, due for another investor', () => {
    const storage = memoryStorage(true) // C1001 signed in
    storeOn(storage).acknowledge('C1001')
    expect(openBootRiskWarning(pageAt('/tougu/quiz/detail', storage), '/tougu/', now)).toBe(false)
    storage.setItem('tougu.session', JSON.stringify({ clientId: 'C1002', token: 'test-token-other-investor' }))
    expect(openBootRiskWarning(pageAt('/tougu/quiz/detail', storage), '/tougu/', now)).toBe(true)
  })

  it('a corrupted session entry counts as the visitor; yesterday’s acknowledgement does not count today', () => {
    const storage = memoryStorage()
    storage.setItem('tougu.session', '{not json')
    createRiskWarningStore({ storage, now: () => NOON - 24 * 3600_000 }).acknowledge('')
    expect(openBootRiskWarning(pageAt('/tougu/view/detail', storage), '/tougu/', now)).toBe(true)
  })

  it('opens on advice pages only, under the WeChat variant too', () => {
    const storage = memoryStorage()
    expect(openBootRiskWarning(pageAt('/tougu/index', storage), '/tougu/', now)).toBe(false)
    expect(openBootRiskWarning(pageAt('/tougu/tips/detail', storage), '/tougu/', now)).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(openBootRiskWarning(pageAt('/tougu/wx/view/detail', storage), '/tougu/', now)).toBe(true)
    expect(bootRiskWarningOpened()).toBe(true)
    expect(screen.getByRole('dialog', { name: '风险提示' })).toBeInTheDocument()
  })

  it('storage that throws: shown (nothing remembered), 知道了 still closes it, and nothing is thrown', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(openBootRiskWarning(pageAt('/tougu/view/detail', blocked), '/tougu/', now)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the app after the boot entry opened it', { timeout: 20_000 }, () => {
  let api: StubApi | undefined
  afterEach(async () => {
    await api?.close()
    api = undefined
  })

  it('shows no second one: the one dialog is the boot entry’s', async () => {
    const storage = memoryStorage()
    expect(openBootRiskWarning(pageAt('/tougu/view/detail', storage), '/tougu/')).toBe(true)
    api = await startStubApi({ '/api/view/detail': () => ({ iRet: 0, data: opinionDetail('OP0001', '半导体政策催化不断') }) })
    renderRoute('/view/detail?id=OP0001', api, { storage })
    expect(await screen.findByText('半导体政策催化不断')).toBeInTheDocument()
    expect(screen.getAllByRole('dialog', { name: '风险提示' })).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

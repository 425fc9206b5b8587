import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadRiskWarningDialog } from './RiskWarningOnAdvice.js'
import { memoryStorage, opinionDetail, renderRoute, startStubApi, type StubApi } from '../screens/product/testing/productTestKit.js'

// Spec §8: 风险提示 on the first advice page an investor opens each calendar day (decision wave2-speed-10: the
// platform's dialog, loaded before the first render of an advice page).

let api: StubApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

async function openOpinion(id: string, storage: ReturnType<typeof memoryStorage>) {
  api ??= await startStubApi({
    '/api/view/detail': (body) => ({ iRet: 0, data: opinionDetail(String(body.id), body.id === 'OP0001' ? '半导体政策催化不断' : '消费复苏') }),
  })
  return renderRoute(`/view/detail?id=${id}`, api, { storage }).view
}

describe('the risk warning on advice pages', { timeout: 20_000 }, () => {
  it('is up, as a modal dialog, when the opinion first shows; 知道了 closes it for the rest of the day', async () => {
    await loadRiskWarningDialog()
    const storage = memoryStorage()
    const first = await openOpinion('OP0001', storage)
    expect(await screen.findByText('半导体政策催化不断')).toBeInTheDocument()
    // Loaded before the render, the dialog is there with the page: not one import later.
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: '风险提示' })
    expect(dialog.open).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(dialog.open).toBe(false))
    first.unmount()

    await openOpinion('OP0002', storage)
    expect(await screen.findByText('消费复苏')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '风险提示' })).toBeNull()
  })

  it('loads its dialog once', async () => {
    expect(loadRiskWarningDialog()).toBe(loadRiskWarningDialog())
    const Dialog = await loadRiskWarningDialog()
    expect(Dialog.name).toBe('RiskWarningDialog')
  })
})

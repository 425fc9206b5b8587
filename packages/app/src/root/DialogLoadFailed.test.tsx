import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { loadOnce } from '../navigation/loadOnce.js'
import { DialogLoadFailed, takeReopen, useDialogChunk } from './DialogLoadFailed.js'

// A dialog whose chunk fails on a weak network is offered again where it failed (decision wave3-journey-9): the page
// under it stays, 重试 loads the dialog alone.

function Page({ chunk, reload = () => undefined }: { chunk: ReturnType<typeof loadOnce<string>>; reload?: () => void }) {
  const [wanted, setWanted] = useState(() => takeReopen<string>('test') !== null)
  const dialog = useDialogChunk(chunk, wanted, { reopen: { dialog: 'test', state: 'TP001' }, reload })
  return (
    <main>
      <p>列表内容</p>
      <button type="button" onClick={() => setWanted(true)}>
        打开
      </button>
      {dialog.failed && <DialogLoadFailed onRetry={dialog.retry} onClose={() => setWanted(false)} />}
      {wanted && dialog.value && <div role="dialog">{dialog.value}</div>}
    </main>
  )
}

describe('a dialog whose code does not load', () => {
  it('says so in place, keeps the page, and opens the dialog on 重试 once the code loads', async () => {
    let fail = true
    let loads = 0
    const chunk = loadOnce(() => {
      loads++
      return fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve('风险揭示')
    })
    render(<Page chunk={chunk} />)
    fireEvent.click(screen.getByRole('button', { name: '打开' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('网络不稳定，窗口未能打开')
    expect(screen.getByText('列表内容')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    fail = false
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('风险揭示')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(loads).toBe(2)
  })

  it('where the browser keeps the failure, 重试 reloads the page, which opens the dialog again', async () => {
    sessionStorage.clear()
    let fail = true
    const reloads: number[] = []
    const failing = loadOnce(() => (fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve('风险揭示')))
    const first = render(<Page chunk={failing} reload={() => reloads.push(1)} />)
    fireEvent.click(screen.getByRole('button', { name: '打开' }))
    fireEvent.click(await screen.findByRole('button', { name: '重试' }))
    await waitFor(() => expect(reloads).toEqual([1]))
    // The page after the reload: the dialog is wanted again from the start, and its code loads this time.
    first.unmount()
    fail = false
    render(<Page chunk={loadOnce(() => Promise.resolve('风险揭示'))} />)
    expect(await screen.findByRole('dialog')).toHaveTextContent('风险揭示')
    // Taken once: a later page does not open it again.
    expect(takeReopen('test')).toBeNull()
  })

  it('closes with 取消, and tries again on the next request', async () => {
    let fail = true
    const chunk = loadOnce(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('解约')))
    render(<Page chunk={chunk} />)
    fireEvent.click(screen.getByRole('button', { name: '打开' }))
    fireEvent.click(await screen.findByRole('button', { name: '取消' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: '打开' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('解约')
  })
})

import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openRiskWarningDialog, RiskWarningDialog } from '../../index.js'

describe('RiskWarningDialog', () => {
  it('says 风险提示, that content is for reference only and losses are the investor’s, and closes on 知道了', async () => {
    const onClose = vi.fn()
    render(<RiskWarningDialog visible onClose={onClose} />)
    expect(await screen.findByRole('dialog', { name: '风险提示' })).toBeInTheDocument()
    expect(screen.getByText(/仅供参考/).textContent).toMatch(/风险自担/)
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
  })

  it('is a modal dialog with the focus on itself; Escape does not dismiss it', async () => {
    const onClose = vi.fn()
    render(<RiskWarningDialog visible onClose={onClose} />)
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: '风险提示' })
    expect(dialog.open).toBe(true)
    expect(document.activeElement).toBe(dialog)
    const cancel = new Event('cancel', { cancelable: true })
    dialog.dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(dialog.open).toBe(true)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes without a second onClose when its owner hides it; a close by the browser counts as 知道了', async () => {
    const onClose = vi.fn()
    const { rerender } = render(<RiskWarningDialog visible onClose={onClose} />)
    const first = await screen.findByRole<HTMLDialogElement>('dialog', { name: '风险提示' })
    rerender(<RiskWarningDialog visible={false} onClose={onClose} />)
    await waitFor(() => expect(first.open).toBe(false))
    expect(first.isConnected).toBe(false)
    expect(onClose).not.toHaveBeenCalled()
    rerender(<RiskWarningDialog visible onClose={onClose} />)
    const again = await screen.findByRole<HTMLDialogElement>('dialog', { name: '风险提示' })
    expect(again.open).toBe(true)
    again.close()
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('unmounted while open, it leaves the document without an onClose', async () => {
    const onClose = vi.fn()
    const { unmount } = render(<RiskWarningDialog visible onClose={onClose} />)
    await screen.findByRole('dialog', { name: '风险提示' })
    unmount()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('openRiskWarningDialog (no React: the boot entry draws it before the app runs)', () => {
  it('opens the same modal dialog, acknowledges once on 知道了 and leaves the document', async () => {
    const onAcknowledge = vi.fn()
    const handle = openRiskWarningDialog(document, onAcknowledge)
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: '风险提示' })
    expect(dialog).toBe(handle.element)
    expect(dialog.open).toBe(true)
    expect(document.activeElement).toBe(dialog)
    expect(dialog.className).toBe('tg-risk-warning')
    expect(screen.getByText(/仅供参考/).textContent).toMatch(/风险自担/)
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(onAcknowledge).toHaveBeenCalledOnce())
    expect(dialog.isConnected).toBe(false)
    handle.dismiss()
    expect(onAcknowledge).toHaveBeenCalledOnce()
  })

  it('dismissed by its owner: gone, not acknowledged', async () => {
    const onAcknowledge = vi.fn()
    const handle = openRiskWarningDialog(document, onAcknowledge)
    handle.dismiss()
    expect(handle.element.isConnected).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(onAcknowledge).not.toHaveBeenCalled()
  })
})

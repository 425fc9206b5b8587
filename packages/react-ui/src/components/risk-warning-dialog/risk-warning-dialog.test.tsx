import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RiskWarningDialog } from '../../index.js'

describe('RiskWarningDialog', () => {
  it('says 风险提示, that content is for reference only and losses are the investor’s, and closes on 知道了', async () => {
    const onClose = vi.fn()
    render(<RiskWarningDialog visible onClose={onClose} />)
    expect(await screen.findByRole('dialog', { name: '风险提示' })).toBeInTheDocument()
    expect(screen.getByText(/仅供参考/).textContent).toMatch(/风险自担/)
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
  })
})

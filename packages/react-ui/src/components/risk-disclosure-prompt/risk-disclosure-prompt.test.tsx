import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RiskDisclosurePrompt } from '../../index.js'

describe('RiskDisclosurePrompt', () => {
  it('names the content kind and reports acknowledge or cancel', async () => {
    const onAcknowledge = vi.fn()
    const onCancel = vi.fn()
    render(<RiskDisclosurePrompt visible kind="Tips" onAcknowledge={onAcknowledge} onCancel={onCancel} />)
    expect((await screen.findByRole('dialog', { name: '风险揭示' })).textContent).toContain('锦囊内容')
    fireEvent.click(screen.getByRole('button', { name: '我已知晓' }))
    expect(onAcknowledge).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})

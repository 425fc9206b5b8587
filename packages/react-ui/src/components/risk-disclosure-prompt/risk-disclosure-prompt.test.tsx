import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RiskDisclosurePrompt } from '../../index.js'

describe('RiskDisclosurePrompt', () => {
  it('names the content kind and reports acknowledge or cancel', async () => {
    const onAcknowledge = vi.fn()
    const onCancel = vi.fn()
    render(<RiskDisclosurePrompt visible kind="Tips" onAcknowledge={onAcknowledge} onCancel={onCancel} />)
    const text = (await screen.findByRole('dialog', { name: '风险揭示' })).textContent
    expect(text).toContain('锦囊及其更新、音频是投资顾问依据执业资格提供的投资建议')
    // It carries the day's 风险提示, and does not call the paid advice a personal view (issue #37).
    expect(text).toContain('投资者据此操作，风险自担，盈亏自负。')
    expect(text).not.toMatch(/个人观点|不构成投资建议/)
    fireEvent.click(screen.getByRole('button', { name: '我已知晓' }))
    expect(onAcknowledge).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })
})

import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { showChoice, showConfirm, showLoading } from './feedback.js'

// Imperative dialogs hold keyboard focus like the declarative ones (issue #16): in while open, back on close.
describe('imperative dialogs and keyboard focus', () => {
  let opener: HTMLButtonElement
  afterEach(() => opener.remove())

  function focusOpener(): HTMLButtonElement {
    opener = document.createElement('button')
    opener.textContent = '取消订单'
    document.body.append(opener)
    opener.focus()
    return opener
  }

  it('a confirm takes focus into itself, is named by its title, and gives focus back when answered', async () => {
    focusOpener()
    let answer: boolean | undefined
    void showConfirm({ content: '确定取消订单吗？' }).then((v) => (answer = v))
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' })
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true)
    act(() => screen.getByRole('button', { name: '取消' }).click())
    await expect.poll(() => answer).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('a choice gives focus back when dismissed', async () => {
    focusOpener()
    let picked: number | null | undefined
    void showChoice({ title: '选择支付方式', choices: [{ key: 1, label: '微信支付' }] }).then(
      (v) => (picked = v),
    )
    const dialog = await screen.findByRole('dialog', { name: '选择支付方式' })
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true)
    act(() => screen.getByRole('button', { name: '微信支付' }).click())
    await expect.poll(() => picked).toBe(1)
    expect(document.activeElement).toBe(opener)
  })
})

describe('the loading toast', () => {
  it('shows its text until hidden; hide() returns nothing (antd-mobile closes asynchronously)', async () => {
    const hide = showLoading('提交中')
    expect(await screen.findByText('提交中')).toBeTruthy()
    let returned: unknown = 'not called'
    act(() => {
      returned = hide()
    })
    expect(returned).toBeUndefined()
    await expect.poll(() => screen.queryByText('提交中')).toBeNull()
  })
})

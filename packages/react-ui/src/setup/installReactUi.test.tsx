import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installReactUi, showAlert, showChoice, showConfirm, showLoading, showToast } from '../index.js'

describe('installReactUi + feedback defaults', () => {
  it('installs once; afterwards imperative toasts render on React 19', async () => {
    installReactUi()
    expect(installReactUi()).toBe(false)
    act(() => showToast('请选择需要解约的产品'))
    expect(await screen.findByText('请选择需要解约的产品')).toBeInTheDocument()
  })

  it('alert defaults to 温馨提示 / 确定, confirm to 确认 / 取消', async () => {
    installReactUi()
    let alerted = false
    void showAlert({ content: '提示内容' }).then(() => (alerted = true))
    expect(await screen.findByText('温馨提示')).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: '确定' }).click())
    await expect.poll(() => alerted).toBe(true)

    let answer: boolean | undefined
    void showConfirm({ content: '确定要退出吗' }).then((v) => (answer = v))
    await screen.findByText('确定要退出吗')
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: '确认' }).click())
    await expect.poll(() => answer).toBe(true)
  })

  it('choice resolves the tapped choice, or null on 取消', async () => {
    installReactUi()
    const choices = [
      { key: 1, label: '微信支付' },
      { key: 2, label: '支付宝' },
    ] as const
    let picked: 1 | 2 | null | undefined
    void showChoice({ title: '选择支付方式', choices }).then((v) => (picked = v))
    await screen.findByText('选择支付方式')
    act(() => screen.getByRole('button', { name: '支付宝' }).click())
    await expect.poll(() => picked).toBe(2)
    await expect.poll(() => screen.queryByRole('button', { name: '支付宝' })).toBeNull()

    picked = undefined
    // The dialog closed above leaves the DOM after its exit animation: wait for that, so the count below cannot
    // see the old one leave and the new one arrive as "no change" (it did on a loaded CI machine).
    await expect.poll(() => screen.queryAllByText('选择支付方式').length, { timeout: 5000 }).toBe(0)
    void showChoice({ title: '选择支付方式', choices }).then((v) => (picked = v))
    await expect.poll(() => screen.queryAllByText('选择支付方式').length, { timeout: 5000 }).toBe(1)
    const newest = screen.getAllByRole('dialog').at(-1)!
    act(() => within(newest).getByRole('button', { name: '取消' }).click())
    await expect.poll(() => picked).toBeNull()
  })

  it('loading shows 加载中... by default and 提交中... on request', async () => {
    installReactUi()
    let hide = (): void => undefined
    act(() => {
      hide = showLoading()
    })
    expect(await screen.findByText('加载中...')).toBeInTheDocument()
    act(() => {
      hide = showLoading('提交中...')
    })
    expect(await screen.findByText('提交中...')).toBeInTheDocument()
    act(() => hide())
  })
})

import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installReactUi, showAlert, showConfirm, showLoading, showToast } from '../index.js'

describe('installReactUi + feedback defaults', () => {
  it('installs once; afterwards imperative toasts render on React 19', async () => {
    installReactUi()
    expect(installReactUi()).toBe(false)
    act(() => showToast('请选择需要解约的产品'))
    expect(await screen.findByText('请选择需要解约的产品')).toBeTruthy()
  })

  it('alert defaults to 温馨提示 / 确定, confirm to 确认 / 取消', async () => {
    installReactUi()
    let alerted = false
    void showAlert({ content: '提示内容' }).then(() => (alerted = true))
    expect(await screen.findByText('温馨提示')).toBeTruthy()
    act(() => screen.getByRole('button', { name: '确定' }).click())
    await expect.poll(() => alerted).toBe(true)

    let answer: boolean | undefined
    void showConfirm({ content: '确定要退出吗' }).then((v) => (answer = v))
    await screen.findByText('确定要退出吗')
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy()
    act(() => screen.getByRole('button', { name: '确认' }).click())
    await expect.poll(() => answer).toBe(true)
  })

  it('loading shows 加载中... by default and 提交中... on request', async () => {
    installReactUi()
    let hide = (): void => undefined
    act(() => {
      hide = showLoading()
    })
    expect(await screen.findByText('加载中...')).toBeTruthy()
    act(() => {
      hide = showLoading('提交中...')
    })
    expect(await screen.findByText('提交中...')).toBeTruthy()
    act(() => hide())
  })
})

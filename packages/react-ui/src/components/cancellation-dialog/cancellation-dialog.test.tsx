import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CancellationDialog, installReactUi } from '../../index.js'

installReactUi()

const products = [
  { orderId: '9001', productName: '金牛稳健组合' },
  { orderId: '9002', productName: '短线锦囊' },
]

describe('CancellationDialog', () => {
  it('shows the title, the products, the warning and 确认解约', async () => {
    render(
      <CancellationDialog
        visible
        products={products}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    )
    expect(await screen.findByText('投顾产品解约确认')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '金牛稳健组合' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '短线锦囊' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeInTheDocument()
    expect(screen.getByRole('note').textContent).toMatch(/立即终止.*不可撤销/)
    expect(screen.getByRole('button', { name: '确认解约' })).toBeInTheDocument()
  })

  it('blocks confirming with nothing ticked with 请选择需要解约的产品 (as a toast) and stays open', async () => {
    const onConfirm = vi.fn()
    render(
      <CancellationDialog visible products={products} onConfirm={onConfirm} onCancel={() => undefined} />,
    )
    fireEvent.click(await screen.findByRole('button', { name: '确认解约' }))
    expect(await screen.findByText('请选择需要解约的产品')).toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByText('投顾产品解约确认')).toBeInTheDocument()
  })

  it('confirms with the ticked order ids; select-all ticks every product', async () => {
    const onConfirm = vi.fn()
    render(
      <CancellationDialog visible products={products} onConfirm={onConfirm} onCancel={() => undefined} />,
    )
    fireEvent.click(await screen.findByRole('checkbox', { name: '短线锦囊' }))
    fireEvent.click(screen.getByRole('button', { name: '确认解约' }))
    expect(onConfirm).toHaveBeenLastCalledWith(['9002'])
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '全选' }).checked).toBe(true)
    // antd-mobile shows the action button as loading for a tick after each press.
    fireEvent.click(await screen.findByRole('button', { name: '确认解约' }))
    expect(onConfirm).toHaveBeenLastCalledWith(['9001', '9002'])
  })

  it('without products says 您没有可解约的订单！ and offers no 确认解约', async () => {
    const onCancel = vi.fn()
    render(<CancellationDialog visible products={[]} onConfirm={() => undefined} onCancel={onCancel} />)
    expect(await screen.findByText('您没有可解约的订单！')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '确认解约' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('starts empty again when reopened', async () => {
    const props = { products, onConfirm: () => undefined, onCancel: () => undefined }
    const { rerender } = render(<CancellationDialog visible {...props} />)
    fireEvent.click(await screen.findByRole('checkbox', { name: '短线锦囊' }))
    rerender(<CancellationDialog visible={false} {...props} />)
    rerender(<CancellationDialog visible {...props} />)
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '短线锦囊' }).checked).toBe(false),
    )
  })
})

import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CancellationDialog, installReactUi } from '../../index.js'

installReactUi()

const products = [
  { orderId: '9001', productName: '稳健价值组合' },
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
    expect(screen.getByRole('checkbox', { name: '稳健价值组合' })).toBeInTheDocument()
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

  it('shows each product’s refund and the total of the ticked ones before 确认解约 (issue #37)', async () => {
    const onConfirm = vi.fn()
    const quotes = {
      '9001': { amount: '298.00', explain: '冷静期内（至2026-06-08）解约，全额退还已付298.00元' },
      '9002': { amount: '100.50', explain: '冷静期已过，按剩余服务天数退还：201.00元×15÷30天' },
    }
    render(<CancellationDialog visible products={products} quotes={quotes} onConfirm={onConfirm} onCancel={() => undefined} />)
    expect(await screen.findByRole('checkbox', { name: /稳健价值组合.*退款 ¥298\.00.*全额退还/ })).toBeInTheDocument()
    expect(screen.getByText('合计退款 ¥0.00')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(screen.getByText('合计退款 ¥398.50')).toBeInTheDocument()
    fireEvent.click(await screen.findByRole('button', { name: '确认解约' }))
    expect(onConfirm).toHaveBeenLastCalledWith(['9001', '9002'])
  })

  it('does not cancel without the amount on screen: while quoting, or when a quote failed (with 重试)', async () => {
    const onConfirm = vi.fn()
    const onRetry = vi.fn()
    const notify = vi.fn()
    const { rerender } = render(
      <CancellationDialog visible products={products} quotes={{}} quotesState="loading" notify={notify} onConfirm={onConfirm} onCancel={() => undefined} />,
    )
    fireEvent.click(await screen.findByRole('checkbox', { name: '短线锦囊' }))
    fireEvent.click(screen.getByRole('button', { name: '确认解约' }))
    expect(notify).toHaveBeenLastCalledWith('正在计算退款金额…')
    rerender(<CancellationDialog visible products={products} quotes={{}} quotesState="failed" notify={notify} onRetry={onRetry} onConfirm={onConfirm} onCancel={() => undefined} />)
    expect(screen.getByRole('status')).toHaveTextContent('退款金额计算失败，请重试后再解约。')
    fireEvent.click(await screen.findByRole('button', { name: '确认解约' }))
    expect(notify).toHaveBeenLastCalledWith('退款金额计算失败，请重试后再解约。')
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('after 确认解约 shows what each product refunded, with 知道了', async () => {
    const onCancel = vi.fn()
    render(
      <CancellationDialog
        visible
        products={products}
        done={[{ orderId: '9001', productName: '稳健价值组合', amount: '298.00' }]}
        onConfirm={() => undefined}
        onCancel={onCancel}
      />,
    )
    expect(await screen.findByText('解约成功')).toBeInTheDocument()
    expect(screen.getByText('稳健价值组合：退款 ¥298.00')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '确认解约' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    expect(onCancel).toHaveBeenCalled()
  })
})

import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OrderItem } from '../../index.js'

describe('OrderItem', () => {
  it('shows product, order number, status and amount', () => {
    render(<OrderItem productName="金股日报" orderId="2026001" statusText="服务中" amount={99} />)
    expect(screen.getByText('金股日报')).toBeInTheDocument()
    expect(screen.getByText('订单号：2026001')).toBeInTheDocument()
    expect(screen.getByText('服务中')).toBeInTheDocument()
    expect(screen.getByText('¥99.00')).toBeInTheDocument()
  })

  it("offers an order's own actions as buttons (去支付 / 取消 on an unpaid order)", () => {
    const pay = vi.fn()
    const cancel = vi.fn()
    render(
      <OrderItem
        productName="金股日报"
        orderId="2026002"
        statusText="待支付"
        amount={18}
        actions={[
          { label: '取消', onClick: cancel },
          { label: '去支付', onClick: pay, primary: true },
        ]}
      />,
    )
    const group = screen.getByRole('group', { name: '订单操作' })
    fireEvent.click(within(group).getByRole('button', { name: '去支付' }))
    expect(pay).toHaveBeenCalledTimes(1)
    expect(cancel).not.toHaveBeenCalled()
    fireEvent.click(within(group).getByRole('button', { name: '取消' }))
    expect(cancel).toHaveBeenCalledTimes(1)
  })

  it('has no action buttons when the order has none', () => {
    render(<OrderItem productName="金股日报" orderId="2026003" statusText="服务中" />)
    expect(screen.queryByRole('group', { name: '订单操作' })).not.toBeInTheDocument()
  })
})

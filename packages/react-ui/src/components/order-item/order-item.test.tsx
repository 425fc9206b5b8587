import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderItem } from '../../index.js'

describe('OrderItem', () => {
  it('shows product, order number, status and amount', () => {
    render(<OrderItem productName="金股日报" orderId="2026001" statusText="服务中" amount={99} />)
    expect(screen.getByText('金股日报')).toBeTruthy()
    expect(screen.getByText('订单号：2026001')).toBeTruthy()
    expect(screen.getByText('服务中')).toBeTruthy()
    expect(screen.getByText('¥99')).toBeTruthy()
  })
})

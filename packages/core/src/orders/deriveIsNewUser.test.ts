import { describe, expect, it } from 'vitest'
import { deriveIsNewUser, ORDER_STATUS_FILTER } from '../index.js'

const order = (stStatus?: number) => ({ orderid: '1', productid: 'P', productname: '组合', stStatus })

describe('deriveIsNewUser', () => {
  it('-1 unknown, 0 no orders, 1 has orders', () => {
    expect(deriveIsNewUser(null)).toBe(-1)
    expect(deriveIsNewUser(undefined)).toBe(-1)
    expect(deriveIsNewUser([])).toBe(0)
    for (const s of ORDER_STATUS_FILTER) expect(deriveIsNewUser([order(s)])).toBe(1)
    expect(deriveIsNewUser([order()])).toBe(1)
  })

  it('an order in another status does not count', () => {
    expect(ORDER_STATUS_FILTER).toEqual([80, 90, 95, 105, 180, 220])
    expect(deriveIsNewUser([order(10), order(999)])).toBe(0)
    expect(deriveIsNewUser([order(10), order(220)])).toBe(1)
  })
})

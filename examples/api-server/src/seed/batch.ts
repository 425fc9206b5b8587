// What every seed batch builds with: its row types, the day text of price windows and evaluations, and the rows of a
// seeded order with the contract it was signed on.
import type { PgTable } from 'drizzle-orm/pg-core'
import type * as t from '../db/schema.js'
import { ORDER_STATUS, serviceEnd } from '../orders/servicePeriod.js'
import { priceOf } from './catalogue.js'

export type Row<T extends PgTable> = T['$inferInsert']
/** One table and its rows; the list is heterogeneous, so the rows are typed where they are built. */
export type Batch = [PgTable, object[]]

/** `YYYY-MM-DD` of an instant (UTC), as the price windows and the evaluations' end dates store it. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10)

/** Midnight (UTC) of the day of `now`: what the batches count days from. */
export const utcToday = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

const PAID_STATUSES: readonly number[] = [ORDER_STATUS.coolingOff, ORDER_STATUS.inService, ORDER_STATUS.finished, ORDER_STATUS.refunded]

/**
 * A seeded order and its contract: `no` names both (OD<no>, CT<no>); the amount is the catalogue's price of the
 * period (what the product's page asks); signed five minutes before it was paid, paid by WeChat unless told.
 */
export function seededOrder({
  no,
  userId,
  productId,
  periodId,
  status,
  createdAt,
  payType = 1,
  closedAt = null,
  price = priceOf(productId, periodId),
}: {
  no: string
  userId: string
  productId: string
  periodId: number
  status: number
  createdAt: Date
  payType?: number
  closedAt?: Date | null
  /** Only for a product outside the catalogue (the R5 product of batch 2). */
  price?: string
}): { contract: Row<typeof t.contracts>; order: Row<typeof t.orders> } {
  const paid = PAID_STATUSES.includes(status)
  const paidAt = paid ? new Date(createdAt.getTime() + 5 * 60 * 1000) : null
  return {
    contract: { id: `CT${no}`, userId, productId, periodId, price, couponId: null, payAmount: price, signedAt: createdAt, orderId: `OD${no}` },
    order: {
      id: `OD${no}`,
      userId,
      productId,
      contractId: `CT${no}`,
      clientKey: `seed-${no}`,
      periodId,
      amount: price,
      payAmount: price,
      status,
      payStatus: paid ? 'paid' : status === ORDER_STATUS.cancelled ? 'cancelled' : 'unpaid',
      payType: paid ? payType : null,
      createdAt,
      paidAt,
      serviceStart: paidAt,
      serviceEnd: paidAt ? serviceEnd(periodId, paidAt, null) : null,
      closedAt: status === ORDER_STATUS.cancelled || status === ORDER_STATUS.refunded ? closedAt : null,
      refundAmount: status === ORDER_STATUS.refunded ? price : null,
      isTrial: false,
    },
  }
}

import { ProductUpdates } from './ProductUpdates.js'
import { productMessages as m } from './productMessages.js'

/** 产品策略详情 (/commission/update?id=): the product's strategy updates. */
export function CommissionUpdate() {
  return (
    <ProductUpdates
      endpoint="commission.strategyUpdates"
      lockedText={m.lockedCommission}
      label={m.viewStrategyUpdates}
      emptyText={m.strategyUpdatesEmpty}
    />
  )
}

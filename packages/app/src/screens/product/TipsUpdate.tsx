import { ProductUpdates } from './ProductUpdates.js'
import { productMessages as m } from './productMessages.js'

/** 锦囊更新 (/tips/update?id=): the pack's updates. */
export function TipsUpdate() {
  return (
    <ProductUpdates
      load={(api, id) => (page, signal) => api.tips.updates({ ...page, id }, { signal })}
      cacheKey="tipsUpdates"
      lockedText={m.lockedTips}
      label={m.viewUpdates}
      emptyText={m.updatesEmpty}
    />
  )
}

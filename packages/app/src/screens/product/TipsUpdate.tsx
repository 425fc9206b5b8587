import { ProductUpdates } from './ProductUpdates.js'
import { productMessages as m } from './productMessages.js'

/** 锦囊更新 (/tips/update?id=): the pack's updates, behind the tips risk disclosure (spec §4) like its content. */
export function TipsUpdate() {
  return (
    <ProductUpdates
      endpoint="tips.updates"
      lockedText={m.lockedTips}
      label={m.viewUpdates}
      emptyText={m.updatesEmpty}
      disclosure="Tips"
    />
  )
}

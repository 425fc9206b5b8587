import { useLocation, useSearchParams } from 'react-router'
import { RichContent } from '@tougu/react-ui'
import { LockedNotice, Page, PagedListView } from '../../root/index.js'
import { useHasPrivilege, usePagedList, useServices } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { productMessages as m } from './productMessages.js'

/**
 * 产品策略详情 (/commission/update?id=): the product's strategy updates, infinite scroll; bodies locked
 * without the privilege, with the way to subscribe.
 */
export function CommissionUpdate() {
  const { api } = useServices()
  const { key } = useLocation()
  const id = useSearchParams()[0].get('id') ?? ''
  const subscribed = useHasPrivilege(id)
  const updates = usePagedList((page, signal) => api.commission.strategyUpdates({ ...page, id }, { signal }), [id], { cacheKey: `strategy:${key}:${id}` })
  return (
    <Page>
      {!subscribed && id !== '' && <LockedNotice productId={id} text={m.lockedCommission} />}
      <PagedListView
        list={updates}
        label={m.viewStrategyUpdates}
        emptyText={m.strategyUpdatesEmpty}
        getKey={(u) => u.id}
        renderItem={(u) => (
          <article className="tg-card">
            <h2 className="tg-card-title">{u.title}</h2>
            <p className="tg-card-meta">
              <time dateTime={u.publishTime}>{formatDateTime(u.publishTime)}</time>
            </p>
            {subscribed && <RichContent html={u.content} />}
          </article>
        )}
      />
    </Page>
  )
}

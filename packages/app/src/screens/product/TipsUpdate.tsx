import { useLocation, useSearchParams } from 'react-router'
import { RichContent } from '@tougu/react-ui'
import { LockedNotice, Page, PagedListView } from '../../root/index.js'
import { useHasPrivilege, usePagedList, useServices } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { productMessages as m } from './productMessages.js'

/**
 * 锦囊更新 (/tips/update?id=): the pack's updates, newest first, infinite scroll. Without the privilege the
 * titles and times stay visible and the bodies are locked, with the way to subscribe.
 */
export function TipsUpdate() {
  const { api } = useServices()
  const { key } = useLocation()
  const id = useSearchParams()[0].get('id') ?? ''
  const subscribed = useHasPrivilege(id)
  const updates = usePagedList((page, signal) => api.tips.updates({ ...page, id }, { signal }), [id], { cacheKey: `tipsUpdates:${key}:${id}` })
  return (
    <Page>
      {!subscribed && id !== '' && <LockedNotice productId={id} text={m.lockedTips} />}
      <PagedListView
        list={updates}
        label={m.viewUpdates}
        emptyText={m.updatesEmpty}
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

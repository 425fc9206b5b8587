import { useLocation, useSearchParams } from 'react-router'
import { RichContent } from '@tougu/react-ui'
import type { ApiClient } from '@tougu/core'
import { LockedNotice, Page, PagedListView } from '../../root/index.js'
import { useHasPrivilege, usePagedList, useServices, type PageLoader } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'

interface ProductUpdate {
  id: string
  title: string
  publishTime: string
  content: string
}

export interface ProductUpdatesProps {
  /** Loads one page of the product's updates. */
  load: (api: ApiClient, id: string) => PageLoader<ProductUpdate>
  cacheKey: string
  lockedText: string
  label: string
  emptyText: string
}

/**
 * A product's updates (tips updates, commission strategy updates), newest first, infinite scroll.
 * Without the privilege the titles and times stay visible and the bodies are locked, with the way to subscribe.
 */
export function ProductUpdates({ load, cacheKey, lockedText, label, emptyText }: ProductUpdatesProps) {
  const { api } = useServices()
  const { key } = useLocation()
  const id = useSearchParams()[0].get('id') ?? ''
  const subscribed = useHasPrivilege(id)
  const updates = usePagedList(load(api, id), [id], { cacheKey: `${cacheKey}:${key}:${id}` })
  return (
    <Page>
      {!subscribed && id !== '' && <LockedNotice productId={id} text={lockedText} />}
      <PagedListView
        list={updates}
        label={label}
        emptyText={emptyText}
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

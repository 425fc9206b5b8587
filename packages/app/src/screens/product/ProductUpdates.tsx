import { useEffect } from 'react'
import { useSearchParams } from '../../navigation/router.js'
import { RichContent } from '@tougu/react-ui'
import { LockedNotice, Page, PagedListView } from '../../root/index.js'
import { useHasPrivilege, usePagedList, type PagedList } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { useStockLinks } from '../../market/useStockLinks.js'
import { AudioNote } from '../../audio/AudioNote.js'

interface ProductUpdate {
  id: string
  /** The product that sells the updates (what subscribing and the privilege list take). */
  productId: string
  title: string
  publishTime: string
  /** Empty when the server withholds the paid text. */
  content: string
  /** The adviser's spoken note (tips updates), when the server sends one. */
  audioUrl?: string | null
}

export interface ProductUpdatesProps {
  /** The paged endpoint of the updates of the content `id` (a tips pack, the commission product). */
  endpoint: 'tips.updates' | 'commission.strategyUpdates'
  lockedText: string
  label: string
  emptyText: string
}

/**
 * A product's updates (tips updates, commission strategy updates), newest first, infinite scroll. Titles and
 * times are always shown; a body shows when the server sent it (the server is the authority on paid text,
 * decision app-product-2). When it withheld them, the locked notice offers the product that sells them,
 * and a privilege of that product arriving later (login, purchase) reloads the list.
 */
export function ProductUpdates({ endpoint, lockedText, label, emptyText }: ProductUpdatesProps) {
  const stocks = useStockLinks()
  const id = useSearchParams()[0].get('id') ?? ''
  const updates = usePagedList<'tips.updates' | 'commission.strategyUpdates'>(endpoint, { id }) as PagedList<ProductUpdate>
  const withheld = updates.items.find((u) => u.content === '')
  const held = useHasPrivilege(withheld?.productId)
  const locked = withheld !== undefined
  const { refresh } = updates
  useEffect(() => {
    if (held && locked) void refresh()
  }, [held, locked, refresh])
  return (
    <Page>
      {withheld && <LockedNotice productId={withheld.productId} text={lockedText} />}
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
            {u.content !== '' && <RichContent html={u.content} onStockTap={stocks.onStockTap} />}
            <AudioNote id={u.id} url={u.audioUrl} title={u.title} />
          </article>
        )}
      />
      {stocks.quote}
    </Page>
  )
}

import { useEffect } from 'react'
import { useSearchParams } from '../../navigation/router.js'
import { RichContent } from '@tougu/react-ui'
import { adviserByline } from '@tougu/core'
import { LockedNotice, Page, PagedListView, RiskDisclosureGate } from '../../root/index.js'
import { useHasPrivilege, usePagedList, type PagedList } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { useStockLinks } from '../../market/useStockLinks.js'
import { AudioNote } from '../../audio/AudioNote.js'
import { productMessages } from './productMessages.js'

interface ProductUpdate {
  id: string
  /** The product that sells the updates (what subscribing and the privilege list take). */
  productId: string
  /** Who gave the update, with the 执业编号 (issue #37). */
  tgName: string
  qualificationNo: string
  /** The server withheld the title (it names the call), the text and the audio: the caller does not hold the product. */
  locked: boolean
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
  /**
   * Content behind the risk-disclosure prompt (spec §4: tips are type 4): the prompt shows before the updates, their
   * text and audio, unless acknowledged today for this pack (issue #37).
   */
  disclosure?: 'Tips'
}

/**
 * A product's updates (tips updates, commission strategy updates), newest first, infinite scroll. Each names its
 * adviser with the 执业编号 and its time; its title, body and audio show when the server sent them (the server is the
 * authority on paid text, decision app-product-2: a title names the call, so a non-holder gets none, issue #37).
 * When it withheld them, the locked notice offers the product that sells them, and a privilege of that product
 * arriving later (login, purchase) reloads the list.
 */
export function ProductUpdates({ disclosure, ...props }: ProductUpdatesProps) {
  const id = useSearchParams()[0].get('id') ?? ''
  return (
    <Page>
      {disclosure ? (
        <RiskDisclosureGate kind={disclosure} id={id}>
          <UpdateList id={id} {...props} />
        </RiskDisclosureGate>
      ) : (
        <UpdateList id={id} {...props} />
      )}
    </Page>
  )
}

function UpdateList({ id, endpoint, lockedText, label, emptyText }: Omit<ProductUpdatesProps, 'disclosure'> & { id: string }) {
  const stocks = useStockLinks()
  const updates = usePagedList<'tips.updates' | 'commission.strategyUpdates'>(endpoint, { id }) as PagedList<ProductUpdate>
  const withheld = updates.items.find((u) => u.locked || u.content === '')
  const held = useHasPrivilege(withheld?.productId)
  const locked = withheld !== undefined
  const { refresh } = updates
  useEffect(() => {
    if (held && locked) void refresh()
  }, [held, locked, refresh])
  return (
    <>
      {withheld && <LockedNotice productId={withheld.productId} text={lockedText} />}
      <PagedListView
        list={updates}
        label={label}
        emptyText={emptyText}
        getKey={(u) => u.id}
        renderItem={(u) => (
          <article className="tg-card">
            <h2 className="tg-card-title">{u.locked ? productMessages.lockedUpdateTitle : u.title}</h2>
            <p className="tg-card-meta tg-row" style={{ justifyContent: 'flex-start', gap: 8 }}>
              <span>{adviserByline(u.tgName, u.qualificationNo)}</span>
              <time dateTime={u.publishTime}>{formatDateTime(u.publishTime)}</time>
            </p>
            {u.content !== '' && <RichContent html={u.content} onStockTap={stocks.onStockTap} />}
            <AudioNote id={u.id} url={u.audioUrl} title={u.title} />
          </article>
        )}
      />
      {stocks.quote}
    </>
  )
}

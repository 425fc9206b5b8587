import { useState } from 'react'
import { Button } from 'antd-mobile'
import { isApiFailure, isRenewalDue } from '@tougu/core'
import { AppLink, contentPath, useSubscribe } from '../../navigation/index.js'
import { useApiMutation, useApiQuery, useHasPrivilege, useHeldService, useInvestorId, useNow } from '../../services/index.js'
import { useCancellation } from '../../root/index.js'
import { productMessages as m } from './productMessages.js'

// Keeping a subscription on the product pages (decision wave2-keep19-1): the series' other products
// (getSubProduct) and the product a retired one transfers to (getProductTransfer), which the holder accepts or
// declines (issue #37). Both are additions to the page: while loading, on failure or when the server offers none,
// nothing shows.

/**
 * 续费 for a held product: the service that ends last is due for renewal by core's rule (decision wave3-journey-3: the
 * window scales with the service, never on the day it was paid), confirmed by the server's count (getUserRenewCount,
 * cached with 我的's) so nothing offers 续费 while 我的 reminds of nothing. Returns the last day when due, else null.
 * @example const dueOn = useRenewalDue('PKG10') // '2026-11-28'
 */
export function useRenewalDue(productId: string): string | null {
  const now = useNow()
  const held = useHeldService(productId)
  const endingSoon = held !== null && isRenewalDue(held, now)
  const count = useApiQuery('orders.getUserRenewCount', {}, { enabled: endingSoon })
  return endingSoon && (count.data?.data.count ?? 0) > 0 ? held.endDate : null
}

/**
 * On a content page a holder reads (tips content, the strategy, the live room): when the service is due for renewal,
 * the day it ends and 续费 (the same signing flow as 立即订阅, this page to return to). Nothing otherwise.
 * @example <RenewalNotice productId={tips.productId} />
 */
export function RenewalNotice({ productId }: { productId: string }) {
  const dueOn = useRenewalDue(productId)
  const subscribe = useSubscribe()
  if (!dueOn) return null
  return (
    <section className="tg-card tg-row" role="status" aria-label={m.renewTitle} style={{ justifyContent: 'space-between', gap: 12 }}>
      <span className="tg-card-text" style={{ color: 'var(--tg-color-primary-text)' }}>
        {m.renewThisDue(dueOn)}
      </span>
      <Button size="small" color="primary" onClick={() => subscribe(productId)} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {m.renew}
      </Button>
    </section>
  )
}

/** 系列产品: the products of this product's series, each opening its own page; nothing when it has none. */
export function SeriesProducts({ productId }: { productId: string }) {
  const subs = useApiQuery('products.getSubProduct', { productId })
  const list = (subs.data?.list ?? []).filter((p) => p.productId !== productId && p.content)
  if (list.length === 0) return null
  return (
    <section className="tg-card" aria-label={m.seriesTitle}>
      <h3 className="tg-card-title">{m.seriesTitle}</h3>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {list.map((p) => (
          <li key={p.productId} className="tg-row" style={{ justifyContent: 'space-between' }}>
            <AppLink to={contentPath(p.content!)}>{p.productName}</AppLink>
            <span className="tg-card-meta">
              {p.tgName}
              {p.minPrice !== null ? ` · ${m.seriesFrom(p.minPrice)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A product transfer (产品转移) as the holder's choice (issue #37): a held product that is being retired names the
 * product it would move to, with its page, and asks 同意转入 / 不同意转入. Agreeing is a purchase decision for the
 * successor: the server checks suitability again (answerProductTransfer) and a refusal is shown as it says, nothing
 * recorded. Declining keeps the service as agreed until it ends, with 解约 offered. Nothing for a visitor, a
 * non-holder, a product without a successor or a successor without a page.
 */
export function ProductTransferNote({ productId }: { productId: string }) {
  const { openCancellation } = useCancellation()
  const answerTransfer = useApiMutation('products.answerProductTransfer')
  const signedIn = useInvestorId() !== ''
  const held = useHasPrivilege(productId)
  const transfer = useApiQuery('products.getProductTransfer', { productId }, { enabled: signedIn && held })
  const targetId = transfer.data?.data.transferable ? transfer.data.data.targetProductId : null
  const target = useApiQuery('products.queryProductInfo', { productId: targetId ?? '' }, { enabled: signedIn && held && !!targetId })
  const [problem, setProblem] = useState<string | null>(null)
  const info = targetId ? target.data?.data : undefined
  if (!held || !info?.content) return null
  const decision = transfer.data?.data.decision ?? null
  const answer = async (accept: boolean) => {
    setProblem(null)
    // The transfer's state is asked again before this resolves, and agreeing refetches the privilege list the
    // successor's pages read (services/mutations.ts).
    const res = await answerTransfer.run({ productId, accept })
    if (res === null) return
    if (isApiFailure(res)) return setProblem(res.message)
  }
  return (
    <section className="tg-card" aria-label={m.transferTitle}>
      <h3 className="tg-card-title">{m.transferTitle}</h3>
      <p className="tg-card-text">
        {m.transferTo(info.productName)} <AppLink to={contentPath(info.content)}>{m.transferOpen}</AppLink>
      </p>
      {decision === 'accepted' ? (
        <p className="tg-card-text" role="status">
          {m.transferAccepted(info.productName)}
        </p>
      ) : (
        <>
          <p className="tg-card-text">{decision === 'declined' ? m.transferDeclined : m.transferAsk}</p>
          {problem && (
            <p className="tg-card-text" role="alert" style={{ color: 'var(--tg-color-primary-text)' }}>
              {problem}
            </p>
          )}
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            <Button color="primary" loading={answerTransfer.pending} onClick={() => void answer(true)}>
              {m.transferAccept}
            </Button>
            {decision === 'declined' ? (
              <Button onClick={openCancellation}>{m.transferCancel}</Button>
            ) : (
              <Button disabled={answerTransfer.pending} onClick={() => void answer(false)}>
                {m.transferDecline}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  )
}

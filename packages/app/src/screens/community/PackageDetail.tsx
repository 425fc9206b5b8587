import { useState } from 'react'
import { Button } from 'antd-mobile'
import { filterPriceItems, type OpinionPackageDetail } from '@tougu/core'
import { PriceList } from '@tougu/react-ui'
import { useSearchParams } from 'react-router'
import { AppLink, useSubscribe } from '../../navigation/index.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useHasPrivilege, useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'
import { OpinionRow } from './OpinionRow.js'

function PackageBody({ pkg: p }: { pkg: OpinionPackageDetail }) {
  const { now } = useServices()
  const subscribe = useSubscribe()
  // The package's product (PKG…) is what the privilege list and the signing flow know, not the package id.
  const owned = useHasPrivilege(p.productId)
  const [period, setPeriod] = useState<number | null>(null)
  const prices = filterPriceItems(p.priceList, now()).map((i) => ({
    periodId: i.periodId,
    price: i.price,
    oldPrice: i.oldPrice ?? null,
  }))
  return (
    <>
      <article className="tg-card">
        <h2 className="tg-card-title" style={{ fontSize: 18 }}>
          {p.name}
        </h2>
        <p className="tg-card-meta tg-row">
          <AppLink to={`/tougu/home?id=${p.adviserId}`}>{p.tgName}</AppLink>
          <span>{appMessages.riskLevel(p.riskLevel)}</span>
          <span>{appMessages.opinionCount(p.opinionCount)}</span>
        </p>
        <p className="tg-card-text">{p.intro}</p>
        {owned ? (
          <span className="tg-badge tg-badge-success">{appMessages.subscribed}</span>
        ) : (
          <>
            <PriceList
              items={prices}
              value={period}
              onChange={setPeriod}
            />
            <Button block color="primary" onClick={() => subscribe(p.productId, period !== null ? `&periodId=${period}` : '')}>
              {appMessages.subscribe}
            </Button>
          </>
        )}
      </article>
      <section aria-label={appMessages.recentOpinions}>
        <h2 style={{ fontSize: 16, margin: '12px 16px 8px' }}>{appMessages.recentOpinions}</h2>
        {p.recentOpinions.map((o) => (
          <OpinionRow key={o.id} opinion={o} />
        ))}
      </section>
    </>
  )
}

/** An opinion package (spec §2 /view/pkgDetail?id=): intro, prices of today, latest opinions, subscribe. */
export function PackageDetail() {
  const { api } = useServices()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const detail = useApiQuery((signal) => api.opinions.packageDetail({ id }, { signal }), [api, id])
  if (!id) return <NotFound />
  return (
    <Page>
      <QueryView query={detail}>{({ data }) => <PackageBody pkg={data} />}</QueryView>
    </Page>
  )
}

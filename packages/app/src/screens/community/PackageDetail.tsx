import { qualificationNote, type OpinionPackageDetail } from '@tougu/core'
import { useSearchParams } from '../../navigation/router.js'
import { adviserHomePath, AppLink } from '../../navigation/index.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { NotFound } from '../NotFound.js'
import { OpinionRow } from './OpinionRow.js'
import { ProductSales } from '../product/ProductSales.js'

function PackageBody({ pkg: p }: { pkg: OpinionPackageDetail }) {
  return (
    <>
      <article className="tg-card">
        <h2 className="tg-card-title" style={{ fontSize: 18 }}>
          {p.name}
        </h2>
        {/* The adviser with the licence number takes a line of its own: beside the risk level and the count it
            squeezed those two short labels onto two lines each at 375 px. */}
        <p className="tg-card-meta">
          <AppLink to={adviserHomePath(p.adviserId)}>{p.tgName}</AppLink>
          {qualificationNote(p.adviser.qualificationNo)}
        </p>
        <p className="tg-card-meta tg-row" style={{ justifyContent: 'flex-start', gap: 16, marginTop: 4 }}>
          <span>{appMessages.riskLevel(p.riskLevel)}</span>
          <span>{appMessages.opinionCount(p.opinionCount)}</span>
        </p>
        <p className="tg-card-text">{p.intro}</p>
      </article>
      <ProductSales product={p} pricing={{ priceList: p.priceList }}>
        <section aria-label={appMessages.recentOpinions}>
          <h2 style={{ fontSize: 16, margin: '12px 16px 8px' }}>{appMessages.recentOpinions}</h2>
          {p.recentOpinions.map((o) => (
            <OpinionRow key={o.id} opinion={o} />
          ))}
        </section>
      </ProductSales>
    </>
  )
}

/** An opinion package (spec §2 /view/pkgDetail?id=): intro, what sells it (ProductSales: price, risk, adviser, contents, purchase bar), latest opinions. */
export function PackageDetail() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const detail = useApiQuery('opinions.packageDetail', { id })
  if (!id) return <NotFound />
  return (
    <Page>
      <QueryView query={detail}>{({ data }) => <PackageBody pkg={data} />}</QueryView>
    </Page>
  )
}

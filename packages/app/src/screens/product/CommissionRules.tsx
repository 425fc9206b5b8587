import { commissionFeeExample } from '@tougu/core'
import { useSearchParams } from '../../navigation/router.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'

/** 收费规则 (/commission/rules?id=): the commission product's charging rules, notice and a worked example. */
export function CommissionRules() {
  const id = useSearchParams()[0].get('id') ?? ''
  const rules = useApiQuery('commission.chargingRules', { id })
  return (
    <Page>
      <QueryView query={rules}>
        {({ data }) => (
          <>
            <ul aria-label={m.rate} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.rules.map((rule) => (
                <li key={rule.title} className="tg-card">
                  <p className="tg-row" style={{ margin: 0 }}>
                    <span className="tg-card-title">{rule.title}</span>
                    {Number(rule.rate) > 0 && <span className="tg-price">{m.rateOfAmount(rule.rate)}</span>}
                  </p>
                  <p className="tg-card-text">{rule.description}</p>
                </li>
              ))}
            </ul>
            <section className="tg-card" aria-label={m.rulesNotice}>
              <h2 className="tg-card-title">{m.rulesNotice}</h2>
              <p className="tg-card-text">{data.notice}</p>
            </section>
            {/* A worked example from the terms (core's COMMISSION_FEE): what 万分之8 and the 5元 minimum come to. */}
            <section className="tg-card" aria-label={m.feeExample}>
              <h2 className="tg-card-title">{m.feeExample}</h2>
              <p className="tg-card-text">{commissionFeeExample()}</p>
            </section>
          </>
        )}
      </QueryView>
    </Page>
  )
}

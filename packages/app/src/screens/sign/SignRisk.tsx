import { suitabilityOpinion, toDate } from '@tougu/core'
import { LegalDocumentView, useObservable } from '@tougu/react-ui'
import { QueryView } from '../../root/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { NextButton, SignFlowStep, useProductId, useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/** An assessment's end date as the 匹配意见 states it (YYYY-MM-DD), whatever form the investor's data gave. */
function dayOf(value: string | undefined): string {
  const date = toDate(value)
  if (!date) return value ?? ''
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/**
 * /sign/risk: the suitability result confirmation (spec §2) in the regulator's 匹配意见 form (适当性匹配意见告知书,
 * 《证券期货投资者适当性管理办法》; issue #37): the investor's type and its end date, the product's level, the opinion,
 * and that it is no guarantee; 我已知晓并确认 is the investor's confirmation.
 * @example <Route path="/sign/risk" Component={SignRisk} />
 */
export function SignRisk() {
  const go = useSignNavigate()
  const { session } = useServices()
  const user = useObservable(session.user$)
  const product = useApiQuery('products.queryProductInfo', { productId: useProductId() })
  return (
    <SignFlowStep>
      {({ productId, flow, setFlow }) => (
        <QueryView query={product}>
          {({ data }) => (
            <>
              <LegalDocumentView
                document={suitabilityOpinion({
                  investor: { name: user?.userName ?? '', fundAccount: user?.cid ?? '' },
                  investorLevel: flow.suitable.investorLevel,
                  riskEndDate: dayOf(flow.suitable.riskEndDate ?? user?.riskEndDate),
                  productName: data.productName,
                  productLevel: flow.suitable.productLevel,
                })}
              />
              <NextButton
                onClick={() => {
                  setFlow({ ...flow, confirmed: { ...flow.confirmed, opinion: true } })
                  go(`/sign/attachRisk?productId=${encodeURIComponent(productId)}`)
                }}
              >
                {signMessages.riskConfirm}
              </NextButton>
            </>
          )}
        </QueryView>
      )}
    </SignFlowStep>
  )
}

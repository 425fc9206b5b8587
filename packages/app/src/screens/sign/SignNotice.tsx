import { Page } from '../../root/index.js'
import { QueryView } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { NextButton, SignProblem, usePeriodParam, useProductId, useSignNavigate, SignSteps } from './signShared.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/notice: the purchase notice of a product (spec §2), where subscribing starts.
 * @example <Route path="/sign/notice" Component={SignNotice} />  // /sign/notice?productId=TIP1&periodId=14
 */
export function SignNotice() {
  const productId = useProductId()
  const go = useSignNavigate()
  const product = useApiQuery('products.queryProductInfo', { productId })
  // The period picked on the product page goes on to the purchase page, which checks it is on sale.
  const periodId = usePeriodParam()
  return (
    <Page>
      <SignSteps />
      {productId === '' ? (
        <SignProblem text={signMessages.flowExpired} actions={[{ label: signMessages.backToProduct, onClick: () => go('/index', true) }]} />
      ) : (
        <QueryView query={product}>
          {({ data }) => (
            <>
              <section style={{ padding: '16px 12px', lineHeight: 1.7 }}>
                <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{data.productName}</h2>
                <p style={{ margin: '0 0 12px', color: '#666' }}>{signMessages.productRisk(data.riskLevel)}</p>
                {(data.productType === 'commission' ? signMessages.commissionNoticeBody : signMessages.noticeBody).map((line) => (
                  <p key={line} style={{ margin: '0 0 8px' }}>
                    {line}
                  </p>
                ))}
              </section>
              {/* The commission product is paid through trading commission: it has its own signing page. */}
              <NextButton
                onClick={() =>
                  go(`${data.productType === 'commission' ? '/sign/purchaseCommission' : '/sign/purchase'}?productId=${encodeURIComponent(productId)}${periodId !== null ? `&periodId=${periodId}` : ''}`)
                }
              >
                {signMessages.noticeAgree}
              </NextButton>
            </>
          )}
        </QueryView>
      )}
    </Page>
  )
}

import { Page, QueryView } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { AgreementList, ServiceAgreementText } from './AgreementList.js'
import { NextButton, useProductId, useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/attachCommissionService: the commission product's own service agreement.
 * @example <Route path="/sign/attachCommissionService" Component={SignAttachCommissionService} />
 */
export function SignAttachCommissionService() {
  const productId = useProductId()
  const go = useSignNavigate()
  const product = useApiQuery('products.queryProductInfo', { productId })
  return (
    <Page>
      <QueryView query={product}>
        {({ data }) => (
          <>
            <ServiceAgreementText />
            <AgreementList agreements={data.agreements} header={data.productName} />
            <NextButton onClick={() => go(`/sign/purchaseCommission?productId=${encodeURIComponent(productId)}`, true)}>
              {signMessages.backToProduct}
            </NextButton>
          </>
        )}
      </QueryView>
    </Page>
  )
}

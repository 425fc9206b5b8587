import { useEffect } from 'react'
import { Result } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { Page, QueryView } from '../../root/index.js'
import { invalidateTargets, ORDER_PAID, useApiQuery, useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { signMessages } from './signMessages.js'
import { PurchaseResultExits, SignSteps } from './signShared.js'

/**
 * /sign/commissionDone: the commission product's signing result, read from the order's state.
 * @example <Route path="/sign/commissionDone" Component={SignCommissionDone} />  // ?orderId=OD1
 */
export function SignCommissionDone() {
  const { queryClient } = useServices()
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const productId = params.get('productId') ?? ''
  const status = useApiQuery('orders.queryOrderPayStatus', { orderId })
  const paid = status.data?.data.payStatus === 'paid'
  useEffect(() => {
    // The pages the investor goes back to offer 订阅 or 已订阅 from the privilege list.
    if (paid) void invalidateTargets(queryClient, ORDER_PAID)
  }, [paid, queryClient])
  return (
    <Page>
      <SignSteps />
      <LoginGate>
        <QueryView query={status}>
          {({ data }) => (
            <>
              {data.payStatus === 'paid' ? (
                <Result status="success" title={signMessages.commissionDone} description={signMessages.commissionDoneText} />
              ) : (
                <Result status="waiting" title={signMessages.commissionChecking} description={signMessages.donePendingText} />
              )}
              <p style={{ textAlign: 'center', color: '#666' }}>{signMessages.orderLine(orderId)}</p>
              <PurchaseResultExits productId={productId} state={data.payStatus === 'paid' ? 'paid' : 'open'} canReturn />
            </>
          )}
        </QueryView>
      </LoginGate>
    </Page>
  )
}

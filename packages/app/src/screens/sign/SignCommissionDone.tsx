import { useEffect } from 'react'
import { Result } from 'antd-mobile'
import { useNavigate, useSearchParams } from '../../navigation/router.js'
import { Page, QueryView } from '../../root/index.js'
import { AppLink } from '../../navigation/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { signMessages } from './signMessages.js'
import { NextButton, useReturnTo } from './signShared.js'
import { CLOSE_PURCHASE_LABEL, useClosePurchaseWebview } from './useClosePurchaseWebview.js'

/**
 * /sign/commissionDone: the commission product's signing result, read from the order's state.
 * @example <Route path="/sign/commissionDone" Component={SignCommissionDone} />  // ?orderId=OD1
 */
export function SignCommissionDone() {
  const { privileges } = useServices()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const returnTo = useReturnTo()
  const closePurchase = useClosePurchaseWebview()
  const orderId = params.get('orderId') ?? ''
  const status = useApiQuery('orders.queryOrderPayStatus', { orderId })
  const paid = status.data?.data.payStatus === 'paid'
  useEffect(() => {
    // The pages the investor goes back to offer 订阅 or 已订阅 from the privilege list.
    if (paid) void privileges.refresh({ force: true }).catch(() => undefined)
  }, [paid, privileges])
  return (
    <Page>
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
              {closePurchase && data.payStatus === 'paid' ? (
                <NextButton onClick={closePurchase}>{CLOSE_PURCHASE_LABEL}</NextButton>
              ) : returnTo && (
                <NextButton onClick={() => void navigate(returnTo, { replace: true })}>
                  {data.payStatus === 'paid' ? signMessages.viewContent : signMessages.backToProduct}
                </NextButton>
              )}
              <div style={{ textAlign: 'center', padding: 12 }}>
                <AppLink to="/usercenter/order">{signMessages.myOrders}</AppLink>
              </div>
            </>
          )}
        </QueryView>
      </LoginGate>
    </Page>
  )
}

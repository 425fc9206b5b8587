import { Result } from 'antd-mobile'
import { useSearchParams } from 'react-router'
import { Page, QueryView } from '../../root/index.js'
import { AppLink } from '../../navigation/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/commissionDone: the commission product's signing result, read from the order's state.
 * @example <Route path="/sign/commissionDone" Component={SignCommissionDone} />  // ?orderId=OD1
 */
export function SignCommissionDone() {
  const { api } = useServices()
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const status = useApiQuery((signal) => api.orders.queryOrderPayStatus({ orderId }, { signal }), [orderId])
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

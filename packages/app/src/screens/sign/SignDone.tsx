import { useEffect, useRef } from 'react'
import { Result } from 'antd-mobile'
import { Page } from '../../root/index.js'
import { invalidateTargets, ORDER_PAID, useApiQuery, useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { clearSignFlow } from './signFlow.js'
import { NextButton, PurchaseResultExits, SignProblem, useFlowStorage, useSignNavigate, SignSteps } from './signShared.js'
import { useSearchParams } from '../../navigation/router.js'
import { signMessages } from './signMessages.js'

/** Poll every 2 s for up to a minute; after that the investor refreshes by hand. */
export const PAY_POLL_INTERVAL_MS = 2000
export const PAY_POLL_ATTEMPTS = 30

type PayState = 'checking' | 'paid' | 'unpaid' | 'failed' | 'cancelled'

/** Paid, failed and cancelled do not change any more: the poll stops there. */
export const isFinalPayStatus = (status: string): boolean => status === 'paid' || status === 'failed' || status === 'cancelled'

/**
 * /sign/done: the subscription result. Polls the order's pay status until it is final (paid, failed,
 * cancelled), so an investor back from the pay sheet before the payment is confirmed sees it arrive.
 * @example <Route path="/sign/done" Component={SignDone} />  // /sign/done?productId=TIP1&orderId=OD1
 */
export function SignDone() {
  return (
    <Page>
      <SignSteps />
      <LoginGate>
        <DoneBody />
      </LoginGate>
    </Page>
  )
}

function DoneBody() {
  const { queryClient, now } = useServices()
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const productId = params.get('productId') ?? ''
  const storage = useFlowStorage()
  const go = useSignNavigate()
  // The poll is the pay-status query with an interval that stops on a final state or after a minute; 刷新
  // asks once more and polls another minute.
  const pollSince = useRef(now())
  const pay = useApiQuery(
    'orders.queryOrderPayStatus',
    { orderId },
    {
      staleTime: 0,
      refetchInterval: (data) =>
        data && isFinalPayStatus(data.data.payStatus)
          ? false
          : now() - pollSince.current < PAY_POLL_INTERVAL_MS * PAY_POLL_ATTEMPTS
            ? PAY_POLL_INTERVAL_MS
            : false,
    },
  )
  const state: PayState = pay.data?.data.payStatus ?? 'checking'
  const error = pay.lastFailure?.message ?? null

  useEffect(() => {
    if (state !== 'paid' && state !== 'cancelled') return
    if (productId) clearSignFlow(storage, productId)
    // The order's content is the investor's now: the privilege list and the order lists are asked again.
    if (state === 'paid') void invalidateTargets(queryClient, ORDER_PAID)
  }, [state, productId, queryClient, storage])
  const refresh = () => {
    pollSince.current = now()
    void pay.refresh()
  }

  if (!orderId) return <SignProblem text={signMessages.missingOrder} actions={[{ label: signMessages.myOrders, onClick: () => go('/usercenter/order', true) }]} />

  const repay = () => go(`/sign/attachService?productId=${encodeURIComponent(productId)}`, true)
  const view =
    state === 'paid'
      ? { status: 'success' as const, title: signMessages.donePaid, text: signMessages.donePaidText }
      : state === 'failed'
        ? { status: 'error' as const, title: signMessages.doneFailed, text: signMessages.doneFailedText }
        : state === 'cancelled'
          ? { status: 'warning' as const, title: signMessages.doneCancelled, text: signMessages.doneCancelledText }
          : { status: 'waiting' as const, title: signMessages.donePending, text: signMessages.donePendingText }
  return (
    <>
      <Result status={view.status} title={view.title} description={view.text} />
      <p style={{ textAlign: 'center', color: '#666' }}>{signMessages.orderLine(orderId)}</p>
      {error && <SignProblem text={signMessages.doneQueryFailed(error)} />}
      {(state === 'unpaid' || state === 'checking' || error) && (
        <NextButton onClick={refresh}>{signMessages.refresh}</NextButton>
      )}
      {(state === 'failed' || state === 'unpaid') && productId && <NextButton onClick={repay}>{signMessages.payRetry}</NextButton>}
      {/* Paid: straight back to the content, now unlocked; otherwise back to where the investor was. */}
      <PurchaseResultExits productId={productId} state={state === 'paid' || state === 'cancelled' ? state : 'open'} canReturn={state !== 'checking'} />
    </>
  )
}

import { useEffect, useState } from 'react'
import { Result } from 'antd-mobile'
import { isApiFailure } from '@tougu/core'
import { Page } from '../../root/index.js'
import { AppLink } from '../../navigation/index.js'
import { useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { clearSignFlow } from './signFlow.js'
import { NextButton, SignProblem, useFlowStorage, useReturnTo, useSignNavigate } from './signShared.js'
import { useNavigate, useSearchParams } from 'react-router'
import { signMessages } from './signMessages.js'
import { CLOSE_PURCHASE_LABEL, useClosePurchaseWebview } from './useClosePurchaseWebview.js'

/** Poll every 2 s for up to a minute; after that the investor refreshes by hand. */
export const PAY_POLL_INTERVAL_MS = 2000
export const PAY_POLL_ATTEMPTS = 30

type PayState = 'checking' | 'paid' | 'unpaid' | 'failed' | 'cancelled'

/**
 * /sign/done: the subscription result. Polls the order's pay status until it is final (paid, failed,
 * cancelled), so an investor back from the pay sheet before the payment is confirmed sees it arrive.
 * @example <Route path="/sign/done" Component={SignDone} />  // /sign/done?productId=TIP1&orderId=OD1
 */
export function SignDone() {
  return (
    <Page>
      <LoginGate>
        <DoneBody />
      </LoginGate>
    </Page>
  )
}

function DoneBody() {
  const { api, privileges } = useServices()
  const [params] = useSearchParams()
  const orderId = params.get('orderId') ?? ''
  const productId = params.get('productId') ?? ''
  const storage = useFlowStorage()
  const go = useSignNavigate()
  const navigate = useNavigate()
  const returnTo = useReturnTo()
  const [state, setState] = useState<PayState>('checking')
  const [error, setError] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const closePurchase = useClosePurchaseWebview()

  useEffect(() => {
    if (!orderId) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempts = 0
    const poll = async () => {
      attempts += 1
      const res = await api.orders.queryOrderPayStatus({ orderId }, { signal: controller.signal })
      if (controller.signal.aborted) return
      if (isApiFailure(res)) {
        setError(res.message)
      } else {
        setError(null)
        const status = res.data.payStatus
        if (status !== 'unpaid') {
          setState(status)
          if (status === 'paid' || status === 'cancelled') {
            if (productId) clearSignFlow(storage, productId)
            if (status === 'paid') void privileges.refresh({ force: true }).catch(() => undefined)
          }
          return
        }
        setState('unpaid')
      }
      if (attempts < PAY_POLL_ATTEMPTS) timer = setTimeout(() => void poll(), PAY_POLL_INTERVAL_MS)
    }
    void poll()
    return () => {
      controller.abort()
      if (timer) clearTimeout(timer)
    }
  }, [api, orderId, productId, privileges, storage, round])

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
        <NextButton onClick={() => setRound((n) => n + 1)}>{signMessages.refresh}</NextButton>
      )}
      {(state === 'failed' || state === 'unpaid') && productId && <NextButton onClick={repay}>{signMessages.payRetry}</NextButton>}
      {/* Paid: straight back to the content, now unlocked; otherwise back to where the investor was. */}
      {/* A webview the app opened for the purchase closes, back to the product page it came from. */}
      {closePurchase && state === 'paid' ? (
        <NextButton onClick={closePurchase}>{CLOSE_PURCHASE_LABEL}</NextButton>
      ) : returnTo && state !== 'checking' && (
        <NextButton onClick={() => void navigate(returnTo, { replace: true })}>
          {state === 'paid' ? signMessages.viewContent : signMessages.backToProduct}
        </NextButton>
      )}
      <div style={{ textAlign: 'center', padding: 12 }}>
        <AppLink to="/usercenter/order">{signMessages.myOrders}</AppLink>
      </div>
    </>
  )
}

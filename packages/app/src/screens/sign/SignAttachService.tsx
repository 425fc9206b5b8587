import { useEffect, useRef, useState } from 'react'
import { Checkbox } from 'antd-mobile'
import {
  createFollowupSession,
  isApiFailure,
  type FollowupPaper,
  type FollowupSession,
  type ProductInfo,
} from '@tougu/core'
import { FollowupPaperDialog, showConfirm, showToast, useObservable } from '@tougu/react-ui'
import { Page, QueryView } from '../../root/index.js'
import { useRefundProducts } from '../../root/useRefundProducts.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { AgreementList, ServiceAgreementText } from './AgreementList.js'
import { ensureOrder, payOrder } from './paySequence.js'
import type { SignFlow } from './signFlow.js'
import { FlowExpired, NextButton, SignProblem, useProductId, useSignFlow, useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/attachService: the service agreement (PDF preview through the bridge, or a link), then the type 1
 * follow-up paper, the contract and order (one per tap sequence) and the payment.
 * @example <Route path="/sign/attachService" Component={SignAttachService} />
 */
export function SignAttachService() {
  const productId = useProductId()
  const [flow, setFlow] = useSignFlow(productId)
  const product = useApiQuery('products.queryProductInfo', { productId })
  return (
    <Page>
      <LoginGate>
        {!flow?.suitable ? (
          <FlowExpired productId={productId} />
        ) : (
          <QueryView query={product}>{({ data }) => <ServiceAndPay product={data} flow={flow} setFlow={setFlow} />}</QueryView>
        )}
      </LoginGate>
    </Page>
  )
}

interface ServiceAndPayProps {
  product: ProductInfo
  flow: SignFlow
  setFlow: (flow: SignFlow) => void
}

function ServiceAndPay({ product, flow, setFlow }: ServiceAndPayProps) {
  const { api, bridge } = useServices()
  const go = useSignNavigate()
  const [agreed, setAgreed] = useState(flow.order !== null)
  const [busy, setBusy] = useState(false)
  // `resign`: the contract is void (server 1402), so the way on is the purchase page, not a retry.
  const [problem, setProblem] = useState<{ text: string; retry: string; resign?: true } | null>(null)
  const [paper, setPaper] = useState<FollowupPaper | null>(null)
  // The flow as last saved: the tap handler reads it synchronously, so a second tap sees the first's key.
  const latest = useRef(flow)
  const running = useRef(false)
  const save = (next: SignFlow) => {
    latest.current = next
    setFlow(next)
  }

  const proceed = async () => {
    // One sequence at a time: a double tap while the first runs does nothing.
    if (running.current) return
    if (!agreed) return showToast(signMessages.mustAgree)
    running.current = true
    setBusy(true)
    setProblem(null)
    try {
      let current = latest.current
      if (!current.followupDone && !current.order) {
        const res = await api.user.getFollowupPaper({ paperType: 1 })
        if (isApiFailure(res)) return setProblem({ text: signMessages.stepFailed(res.message), retry: signMessages.resubmit })
        const first = res.list[0]
        if (first) {
          setPaper(first)
          return
        }
        current = { ...current, followupDone: true }
        save(current)
      }
      const step = await ensureOrder(api, current, save)
      if (!step.ok && step.resign) return setProblem({ text: step.message, retry: signMessages.restart, resign: true })
      if (!step.ok) return setProblem({ text: signMessages.stepFailed(step.message), retry: signMessages.resubmit })
      const order = step.flow.order!
      if (step.paid) return go(`/sign/done?productId=${encodeURIComponent(product.productId)}&orderId=${encodeURIComponent(order.orderId)}`, true)
      const outcome = await payOrder(
        {
          api,
          bridge,
          confirmDemoPay: (amount, payType) =>
            showConfirm({
              title: signMessages.demoPayTitle,
              content: signMessages.demoPayContent(amount, payType === 2 ? signMessages.alipay : signMessages.wechatPay),
              confirmText: signMessages.demoPayConfirm,
              cancelText: signMessages.demoPayCancel,
            }),
        },
        order,
        step.flow.payType,
        product.productName,
      )
      if (outcome.kind === 'cancelled') return setProblem({ text: signMessages.payCancelled, retry: signMessages.payRetry })
      if (outcome.kind === 'failed') return setProblem({ text: signMessages.payFailed(outcome.message), retry: signMessages.payRetry })
      go(`/sign/done?productId=${encodeURIComponent(product.productId)}&orderId=${encodeURIComponent(order.orderId)}`, true)
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  const order = flow.order
  return (
    <>
      <ServiceAgreementText />
      <AgreementList agreements={product.agreements} />
      <section style={{ padding: '12px' }}>
        <Checkbox checked={agreed} onChange={setAgreed}>
          {signMessages.agreeService}
        </Checkbox>
        {order && (
          <>
            <p>{signMessages.orderLine(order.orderId)}</p>
            <p>{signMessages.payAmount(order.payAmount)}</p>
          </>
        )}
      </section>
      {problem && <SignProblem text={problem.text} />}
      <NextButton
        onClick={() => (problem?.resign ? go(`/sign/purchase?productId=${encodeURIComponent(product.productId)}`, true) : void proceed())}
        loading={busy}
      >
        {problem ? problem.retry : order ? signMessages.payNow(order.payAmount) : signMessages.next}
      </NextButton>
      {paper && (
        <PaperDialog
          paper={paper}
          productName={product.productName}
          onSubmitted={(no) => {
            setPaper(null)
            // The submission's number links the answers to the order created next (saveOrderCallback).
            const followup = no !== null && Number.isInteger(no) && no > 0 ? { followup: { paperId: String(paper.id), no, linked: false } } : {}
            save({ ...latest.current, followupDone: true, ...followup })
            void proceed()
          }}
        />
      )}
    </>
  )
}

function PaperDialog({ paper, productName, onSubmitted }: { paper: FollowupPaper; productName: string; onSubmitted: (no: number | null) => void }) {
  const { api, session: sessionStore } = useServices()
  const user = useObservable(sessionStore.user$)
  const [session, setSession] = useState<FollowupSession | null>(null)
  const refund = useRefundProducts()
  const userName = user?.userName ?? ''
  const fundAccount = user?.cid ?? ''
  useEffect(() => {
    const created = createFollowupSession(paper, { userName, fundAccount, productName }, { submit: (s) => api.user.submitFollowupPaper(s) })
    setSession(created)
    return () => created.dispose()
  }, [api, paper, userName, fundAccount, productName])
  if (!session) return null
  return (
    <FollowupPaperDialog
      session={session}
      refundProducts={refund.products}
      refundProductsState={refund.state}
      onRetryRefundProducts={refund.retry}
      onSubmitted={onSubmitted}
    />
  )
}

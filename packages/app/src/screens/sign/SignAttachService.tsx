import { useRef, useState } from 'react'
import { Checkbox } from 'antd-mobile'
import { serviceAgreement, type FollowupPaper, type ProductInfo } from '@tougu/core'
import { QueryView } from '../../root/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { AgreementList, ServiceAgreementText, useAgreementFacts } from './AgreementList.js'
import { pendingPurchasePaper, PurchasePaperStep } from './PurchasePaper.js'
import { ensureOrder, payOrder } from './paySequence.js'
import { unconfirmedStep, type SignFlow } from './signFlow.js'
import { Navigate, useHref, useLocation } from '../../navigation/router.js'
import { bridgeMessages } from '@tougu/bridge'
import { showToast } from '@tougu/react-ui'
import { confirmDemoPay, demoPayAvailable, NextButton, SignFlowStep, SignProblem, useProductId, useSignNavigate, useTapSequence } from './signShared.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/attachService: the service agreement filled in with the parties, the product, its adviser (执业编号), the
 * period, amount and dates (issue #37), the product's other documents, then the type 1 follow-up paper, the
 * contract and order (one per tap sequence) and the payment.
 * @example <Route path="/sign/attachService" Component={SignAttachService} />
 */
export function SignAttachService() {
  const product = useApiQuery('products.queryProductInfo', { productId: useProductId() })
  const { search } = useLocation()
  return (
    // Once the order exists the page is the payment's (the pay sheet opens over it), no longer the agreement's.
    <SignFlowStep titleOf={(flow) => (flow.order ? signMessages.payTitle : undefined)}>
      {({ flow, setFlow }) => {
        // Every step the notice names, in order: an address that skips one is sent to it (issue #37). A flow with an
        // order already is past them (继续支付 from the purchase page).
        const missing = flow.order ? null : unconfirmedStep(flow)
        if (missing) return <Navigate to={`${missing}${search}`} replace />
        return <QueryView query={product}>{({ data }) => <ServiceAndPay product={data} flow={flow} setFlow={setFlow} />}</QueryView>
      }}
    </SignFlowStep>
  )
}

interface ServiceAndPayProps {
  product: ProductInfo
  flow: SignFlow
  setFlow: (flow: SignFlow) => void
}

function ServiceAndPay({ product, flow, setFlow }: ServiceAndPayProps) {
  const { api, mutate, bridge, window: win } = useServices()
  const ordersHref = useHref('/usercenter/order')
  // Where a browser cannot pay: the order waits in my orders, opened in the app or WeChat (decision wave3-journey-8).
  const copyOrdersLink = {
    label: signMessages.copyOrdersLink,
    onClick: () =>
      void bridge.copy({ text: new URL(ordersHref, win.location.origin).href }).then(
        () => showToast(signMessages.linkCopied),
        () => showToast(bridgeMessages.copyFailed),
      ),
  }
  const go = useSignNavigate()
  const [agreed, setAgreed] = useState(flow.order !== null)
  const tap = useTapSequence()
  // `resign`: the contract is void (server 1402), so the way on is the purchase page, not a retry.
  // `elsewhere`: nothing here pays (a browser on a production server): the order is paid in the app or WeChat.
  const [problem, setProblem] = useState<{ text: string; retry: string; resign?: true; elsewhere?: true } | null>(null)
  const [paper, setPaper] = useState<FollowupPaper | null>(null)
  // The flow as last saved: the tap handler reads it synchronously, so a second tap sees the first's key.
  const latest = useRef(flow)
  const save = (next: SignFlow) => {
    latest.current = next
    setFlow(next)
  }

  // One sequence at a time: a double tap while the first runs does nothing.
  const proceed = () =>
    tap.run(async () => {
      setProblem(null)
      let current = latest.current
      if (!current.followupDone && !current.order) {
        const next = await pendingPurchasePaper(api)
        if (next.kind === 'failed') return setProblem({ text: signMessages.stepFailed(next.message), retry: signMessages.resubmit })
        if (next.kind === 'paper') return setPaper(next.paper)
        current = { ...current, followupDone: true }
        save(current)
      }
      const step = await ensureOrder(mutate, current, save)
      if (!step.ok && step.resign) return setProblem({ text: step.message, retry: signMessages.restart, resign: true })
      if (!step.ok) return setProblem({ text: signMessages.stepFailed(step.message), retry: signMessages.resubmit })
      const order = step.flow.order!
      if (step.paid) return go(`/sign/done?productId=${encodeURIComponent(product.productId)}&orderId=${encodeURIComponent(order.orderId)}`, true)
      const outcome = await payOrder(
        { api, mutate, bridge, confirmDemoPay, demoPayAvailable: () => demoPayAvailable(api) },
        order,
        step.flow.payType,
        product.productName,
      )
      if (outcome.kind === 'cancelled') return setProblem({ text: signMessages.payCancelled, retry: signMessages.payRetry })
      if (outcome.kind === 'failed') return setProblem({ text: signMessages.payFailed(outcome.message), retry: signMessages.payRetry })
      if (outcome.kind === 'unavailable') return setProblem({ text: signMessages.payUnavailable, retry: signMessages.payRetry, elsewhere: true })
      go(`/sign/done?productId=${encodeURIComponent(product.productId)}&orderId=${encodeURIComponent(order.orderId)}`, true)
    }, () => (agreed ? null : signMessages.mustAgree))

  const order = flow.order
  const facts = useAgreementFacts(product, flow)
  return (
    <>
      <ServiceAgreementText document={serviceAgreement(facts)} />
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
      {problem && <SignProblem text={problem.text} actions={problem.elsewhere ? [copyOrdersLink] : []} />}
      <NextButton
        onClick={() => (problem?.resign ? go(`/sign/purchase?productId=${encodeURIComponent(product.productId)}`, true) : void proceed())}
        loading={tap.busy}
      >
        {problem ? problem.retry : order ? signMessages.payNow(order.payAmount) : signMessages.next}
      </NextButton>
      <AgreementList agreements={product.agreements} header={signMessages.otherAgreements} />
      <PurchasePaperStep
        paper={paper}
        productName={product.productName}
        onAnswered={(patch) => {
          setPaper(null)
          save({ ...latest.current, ...patch })
          void proceed()
        }}
      />
    </>
  )
}

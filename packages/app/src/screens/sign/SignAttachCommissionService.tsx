import { useRef, useState } from 'react'
import { Checkbox } from 'antd-mobile'
import { commissionAgreement, isApiFailure, type FollowupPaper, type ProductInfo } from '@tougu/core'
import { Page, QueryView } from '../../root/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { AgreementList, ServiceAgreementText, useAgreementFacts } from './AgreementList.js'
import { pendingPurchasePaper, PurchasePaperStep } from './PurchasePaper.js'
import { clearSignFlow, commissionKeyName, newClientKey, unconfirmedStep, type SignFlow } from './signFlow.js'
import { NextButton, SignProblem, useFlowStorage, useProductId, useSignFlow, useSignNavigate, useTapSequence, SignSteps } from './signShared.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/attachCommissionService: the commission product's own service agreement (issue #37), filled in with the
 * parties, the product, its adviser (执业编号) and core's fee terms. In a running flow (suitability confirmed on
 * /sign/risk, the disclosure on /sign/attachRisk) it is where the product is signed: the tick box under the text,
 * the 购买前回访 paper, then payCommission with one client key per sequence, the answers linked to the order
 * (saveOrderCallback). Opened before the flow reached it (the purchase page's 查看服务协议, an agreement link), the text
 * to read, with 返回.
 * @example <Route path="/sign/attachCommissionService" Component={SignAttachCommissionService} />
 */
export function SignAttachCommissionService() {
  const productId = useProductId()
  const [flow, setFlow] = useSignFlow(productId)
  const product = useApiQuery('products.queryProductInfo', { productId })
  return (
    <Page>
      <SignSteps />
      <LoginGate>
        <QueryView query={product}>
          {({ data }) =>
            // Signing only once the 匹配意见 and the disclosure are confirmed in this flow; before, the text to read.
            flow?.suitable && unconfirmedStep(flow) === null ? <SignCommission product={data} flow={flow} setFlow={setFlow} /> : <AgreementOnly product={data} />
          }
        </QueryView>
      </LoginGate>
    </Page>
  )
}

/** The agreement read before signing (the purchase page's 查看服务协议, an agreement link): its text, the product's other documents, 返回. */
function AgreementOnly({ product }: { product: ProductInfo }) {
  const go = useSignNavigate()
  const facts = useAgreementFacts(product, null)
  return (
    <>
      <ServiceAgreementText document={commissionAgreement(facts)} />
      <AgreementList agreements={product.agreements} header={signMessages.otherAgreements} />
      <NextButton onClick={() => go(`/sign/purchaseCommission?productId=${encodeURIComponent(product.productId)}`, true)}>{signMessages.backToProduct}</NextButton>
    </>
  )
}

function SignCommission({ product, flow, setFlow }: { product: ProductInfo; flow: SignFlow; setFlow: (flow: SignFlow) => void }) {
  const { api, mutate } = useServices()
  const storage = useFlowStorage()
  const go = useSignNavigate()
  const facts = useAgreementFacts(product, flow)
  const [agreed, setAgreed] = useState(false)
  const tap = useTapSequence()
  const [problem, setProblem] = useState<string | null>(null)
  const [paper, setPaper] = useState<FollowupPaper | null>(null)
  // The flow as last saved: the paper's answer and the retry read it synchronously.
  const latest = useRef(flow)
  const save = (next: SignFlow) => {
    latest.current = next
    setFlow(next)
  }
  const keyName = commissionKeyName(product.productId)

  const sign = () =>
    tap.run(async () => {
      setProblem(null)
      const current = latest.current
      // The before-purchase follow-up its notice names, answered before the signing.
      if (!current.followupDone) {
        const next = await pendingPurchasePaper(api)
        if (next.kind === 'failed') return setProblem(signMessages.stepFailed(next.message))
        if (next.kind === 'paper') return setPaper(next.paper)
        save({ ...current, followupDone: true })
      }
      // Kept until signed, so a retry after a lost answer gets the same order back.
      let clientKey = storage.getItem(keyName)
      if (!clientKey) {
        clientKey = newClientKey()
        storage.setItem(keyName, clientKey)
      }
      const referrer = latest.current.referrer
      const res = await mutate('orders.payCommission', { productId: product.productId, clientKey, ...(referrer ? { managerNo: referrer.managerNo } : {}) })
      if (isApiFailure(res)) return setProblem(signMessages.stepFailed(res.message))
      const followup = latest.current.followup
      if (followup) {
        // Best effort, as for a paid order (paySequence.linkFollowup): the signing stands; the record says which answers.
        const linked = await mutate('orders.saveOrderCallback', { orderId: res.data.orderId, paperId: followup.paperId, result: followup.no })
        if (isApiFailure(linked)) console.warn('[tougu] saveOrderCallback:', linked.message)
      }
      storage.removeItem(keyName)
      clearSignFlow(storage, product.productId)
      go(`/sign/commissionDone?productId=${encodeURIComponent(product.productId)}&orderId=${encodeURIComponent(res.data.orderId)}`, true)
    }, () => (agreed ? null : signMessages.mustAgree))

  return (
    <>
      <ServiceAgreementText document={commissionAgreement(facts)} />
      <section style={{ padding: '12px' }}>
        <Checkbox checked={agreed} onChange={setAgreed}>
          {signMessages.agreeService}
        </Checkbox>
      </section>
      {problem && <SignProblem text={problem} />}
      <NextButton onClick={() => void sign()} loading={tap.busy}>
        {problem ? signMessages.resubmit : signMessages.commissionSign}
      </NextButton>
      <AgreementList agreements={product.agreements} header={signMessages.otherAgreements} />
      <PurchasePaperStep
        paper={paper}
        productName={product.productName}
        onAnswered={(patch) => {
          setPaper(null)
          save({ ...latest.current, ...patch })
          void sign()
        }}
      />
    </>
  )
}

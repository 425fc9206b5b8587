import { useState } from 'react'
import { Checkbox } from 'antd-mobile'
import { isApiFailure, type ProductInfo } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { useServices } from '../../services/index.js'
import { suitabilityGate } from './riskLevel.js'
import { newClientKey } from './signFlow.js'
import { NextButton, ProductSignPage, SignProblem, useFlowStorage, useSignNavigate, useTapSequence } from './signShared.js'
import { signMessages } from './signMessages.js'
import { accountGate, ContactPhone, useReferrer } from './signAccount.js'
import { AgreementRouteLink } from './AgreementList.js'
import { RiskEvaluationHelp } from '../../suitability/RiskEvaluationHelp.js'
import { suitabilityMessages } from '../../suitability/suitabilityMessages.js'
import { useRiskEvaluation } from '../../suitability/useRiskEvaluation.js'

/**
 * /sign/purchaseCommission: signs the commission product (paid through trading commission, no payment
 * step): agreement, then the ordinary purchase's checks that apply (subscription limit, suitability, account
 * arrears and assets, referrer code; decision wave2-compliance-1), then payCommission with one client key
 * per tap sequence.
 * @example <Route path="/sign/purchaseCommission" Component={SignPurchaseCommission} />
 */
export function SignPurchaseCommission() {
  return <ProductSignPage form={CommissionForm} />
}

function CommissionForm({ product }: { product: ProductInfo }) {
  const services = useServices()
  const { api } = services
  const storage = useFlowStorage()
  const go = useSignNavigate()
  const [agreed, setAgreed] = useState(false)
  const tap = useTapSequence()
  const [problem, setProblem] = useState<string | null>(null)
  // A missing or expired evaluation gets its way forward, as on /sign/purchase (decision wave3-journey-7).
  const [assessment, setAssessment] = useState(false)
  const evaluation = useRiskEvaluation()
  const referrer = useReferrer()
  const keyName = `tougu.commissionKey.${product.productId}`

  const sign = () =>
    tap.run(async () => {
      setProblem(null)
      setAssessment(false)
      // A stored key means a sequence whose answer was lost: its order may exist and would read as the
      // limit; payCommission with that key returns it instead.
      if (!storage.getItem(keyName)) {
        const limit = await api.orders.checkSubscribeLimit({ productId: product.productId })
        if (isApiFailure(limit)) return setProblem(signMessages.stepFailed(limit.message))
        if (!limit.data.allowed) return setProblem(limit.data.message)
      }
      const gate = await suitabilityGate(services, product.riskLevel)
      if (!gate.ok) {
        setAssessment(gate.kind === 'assessment')
        return setProblem(gate.text)
      }
      const account = await accountGate(services.slow, product.productId)
      if (!account.ok) return setProblem(account.text)
      const ref = await referrer.verify()
      if (!ref.ok) {
        if (ref.text === signMessages.referrerUnknown) return showToast(ref.text)
        return setProblem(signMessages.stepFailed(ref.text))
      }
      // Kept until signed, so a retry after a lost answer gets the same order back.
      let clientKey = storage.getItem(keyName)
      if (!clientKey) {
        clientKey = newClientKey()
        storage.setItem(keyName, clientKey)
      }
      const res = await api.orders.payCommission({
        productId: product.productId,
        clientKey,
        ...(ref.referrer ? { managerNo: ref.referrer.managerNo } : {}),
      })
      if (isApiFailure(res)) return setProblem(signMessages.stepFailed(res.message))
      storage.removeItem(keyName)
      go(`/sign/commissionDone?productId=${encodeURIComponent(product.productId)}&orderId=${encodeURIComponent(res.data.orderId)}`, true)
    }, () => (agreed ? null : signMessages.mustAgree))

  return (
    <>
      <section style={{ padding: '16px 12px', lineHeight: 1.7 }}>
        <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{product.productName}</h2>
        <p style={{ margin: '0 0 8px', color: '#666' }}>{signMessages.productRisk(product.riskLevel)}</p>
        <p style={{ margin: '0 0 8px' }}>{signMessages.commissionIntro}</p>
        {/* A link standing alone: the house's 44 px box (tg-link). */}
        <div style={{ margin: '0 0 8px' }}>
          <AgreementRouteLink className="tg-link" path={`/sign/attachCommissionService?productId=${encodeURIComponent(product.productId)}`}>
            {signMessages.commissionAgreementLink}
          </AgreementRouteLink>
        </div>
        <Checkbox checked={agreed} onChange={setAgreed}>
          {signMessages.agreeService}
        </Checkbox>
      </section>
      <ContactPhone />
      {referrer.field}
      {problem && (
        <SignProblem
          text={problem}
          actions={assessment && evaluation.available ? [{ label: suitabilityMessages.evaluate, onClick: () => void evaluation.start().then((level) => level && sign()) }] : []}
        />
      )}
      {problem && assessment && !evaluation.available && (
        <div style={{ padding: '0 12px' }}>
          <RiskEvaluationHelp onDone={() => void sign()} busy={tap.busy} />
        </div>
      )}
      <NextButton onClick={() => void sign()} loading={tap.busy}>
        {problem ? signMessages.resubmit : signMessages.commissionSign}
      </NextButton>
    </>
  )
}

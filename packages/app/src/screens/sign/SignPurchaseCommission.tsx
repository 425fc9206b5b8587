import { useState } from 'react'
import { isApiFailure, type ProductInfo } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { useServices } from '../../services/index.js'
import { suitabilityGate } from './riskLevel.js'
import { commissionKeyName } from './signFlow.js'
import { NextButton, ProductSignPage, SignProblem, useFlowStorage, useSignFlow, useSignNavigate, useTapSequence } from './signShared.js'
import { signMessages } from './signMessages.js'
import { accountGate, ContactPhone, useReferrer } from './signAccount.js'
import { AgreementRouteLink } from './AgreementList.js'
import { RiskEvaluationHelp } from '../../suitability/RiskEvaluationHelp.js'
import { suitabilityMessages } from '../../suitability/suitabilityMessages.js'
import { useRiskEvaluation } from '../../suitability/useRiskEvaluation.js'

/**
 * /sign/purchaseCommission: the commission product's signing page (paid through its fee on turnover, no payment
 * step): the ordinary purchase's checks that apply (subscription limit, suitability, account arrears and assets,
 * referrer code; decision wave2-compliance-1), then the steps its notice names (issue #37): the 匹配意见 on
 * /sign/risk, the risk disclosure, its own agreement, the 购买前回访 and the signing on /sign/attachCommissionService.
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
  const [flow, setFlow] = useSignFlow(product.productId)
  const tap = useTapSequence()
  const [problem, setProblem] = useState<string | null>(null)
  // A missing or expired evaluation gets its way forward, as on /sign/purchase (decision wave3-journey-7).
  const [assessment, setAssessment] = useState(false)
  const evaluation = useRiskEvaluation()
  const referrer = useReferrer(flow?.referrer?.managerNo ?? '')

  const next = () =>
    tap.run(async () => {
      setProblem(null)
      setAssessment(false)
      // A stored key means a sequence whose answer was lost: its order may exist and would read as the
      // limit; payCommission with that key returns it instead.
      if (!storage.getItem(commissionKeyName(product.productId))) {
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
      setFlow({
        productId: product.productId,
        periodId: 0,
        couponId: null,
        payType: 1,
        suitable: {
          investorLevel: `C${gate.investorLevel}`,
          ...(gate.risk.levelName ? { levelName: gate.risk.levelName } : {}),
          productLevel: `R${gate.productLevel}`,
          ...(gate.risk.riskEndDate ? { riskEndDate: gate.risk.riskEndDate } : {}),
        },
        referrer: ref.referrer,
        clientKey: null,
        contractId: null,
        order: null,
      })
      go(`/sign/risk?productId=${encodeURIComponent(product.productId)}`)
    })

  return (
    <>
      <section style={{ padding: '16px 12px', lineHeight: 1.7 }}>
        <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{product.productName}</h2>
        <p style={{ margin: '0 0 8px', color: '#666' }}>{signMessages.productRisk(product.riskLevel)}</p>
        <p style={{ margin: '0 0 8px' }}>{signMessages.commissionIntro}</p>
        {/* To read before the flow: the agreement is signed on its own page, after the 匹配意见 and the disclosure. */}
        <div style={{ margin: '0 0 8px' }}>
          <AgreementRouteLink className="tg-link" path={`/sign/attachCommissionService?productId=${encodeURIComponent(product.productId)}`}>
            {signMessages.commissionAgreementLink}
          </AgreementRouteLink>
        </div>
      </section>
      <ContactPhone />
      {referrer.field}
      {problem && (
        <SignProblem
          text={problem}
          actions={assessment && evaluation.available ? [{ label: suitabilityMessages.evaluate, onClick: () => void evaluation.start().then((level) => level && next()) }] : []}
        />
      )}
      {problem && assessment && !evaluation.available && (
        <div style={{ padding: '0 12px' }}>
          <RiskEvaluationHelp onDone={() => void next()} busy={tap.busy} />
        </div>
      )}
      <NextButton onClick={() => void next()} loading={tap.busy}>
        {problem ? signMessages.resubmit : signMessages.next}
      </NextButton>
    </>
  )
}

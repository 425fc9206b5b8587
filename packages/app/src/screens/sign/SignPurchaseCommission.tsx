import { useRef, useState } from 'react'
import { Checkbox } from 'antd-mobile'
import { checkSuitability, isApiFailure, riskAssessmentMessage, type ProductInfo } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { loadInvestorRisk } from './riskLevel.js'
import { newClientKey } from './signFlow.js'
import { NextButton, SignProblem, useFlowStorage, useProductId, useSignNavigate } from './signShared.js'
import { riskFailureText, signMessages } from './signMessages.js'

/**
 * /sign/purchaseCommission: signs the commission product (paid through trading commission, no payment
 * step): agreement, suitability, then payCommission with one client key per tap sequence.
 * @example <Route path="/sign/purchaseCommission" Component={SignPurchaseCommission} />
 */
export function SignPurchaseCommission() {
  const { api } = useServices()
  const productId = useProductId()
  const product = useApiQuery((signal) => api.products.queryProductInfo({ productId }, { signal }), [productId])
  return (
    <Page>
      <LoginGate>
        <QueryView query={product}>{({ data }) => <CommissionForm product={data} />}</QueryView>
      </LoginGate>
    </Page>
  )
}

function CommissionForm({ product }: { product: ProductInfo }) {
  const services = useServices()
  const { api, bridge, now } = services
  const storage = useFlowStorage()
  const go = useSignNavigate()
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const running = useRef(false)
  const keyName = `tougu.commissionKey.${product.productId}`

  const sign = async () => {
    if (running.current) return
    if (!agreed) return showToast(signMessages.mustAgree)
    running.current = true
    setBusy(true)
    setProblem(null)
    try {
      let risk
      try {
        risk = await loadInvestorRisk(services)
      } catch (error) {
        showToast(signMessages.riskLevelFailed)
        return setProblem(riskFailureText(error))
      }
      const result = checkSuitability(risk, product.riskLevel, now())
      if (!result.ok) {
        return setProblem(result.reason === 'mismatch' ? result.message : riskAssessmentMessage(result.reason, bridge.environment === 'app'))
      }
      // Kept until signed, so a retry after a lost answer gets the same order back.
      let clientKey = storage.getItem(keyName)
      if (!clientKey) {
        clientKey = newClientKey()
        storage.setItem(keyName, clientKey)
      }
      const res = await api.orders.payCommission({ productId: product.productId, clientKey })
      if (isApiFailure(res)) return setProblem(signMessages.stepFailed(res.message))
      storage.removeItem(keyName)
      go(`/sign/commissionDone?productId=${encodeURIComponent(product.productId)}&orderId=${encodeURIComponent(res.data.orderId)}`, true)
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  return (
    <>
      <section style={{ padding: '16px 12px', lineHeight: 1.7 }}>
        <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{product.productName}</h2>
        <p style={{ margin: '0 0 8px', color: '#666' }}>{signMessages.productRisk(product.riskLevel)}</p>
        <p style={{ margin: '0 0 8px' }}>{signMessages.commissionIntro}</p>
        <p style={{ margin: '0 0 8px' }}>
          <a
            href="#agreement"
            onClick={(e) => {
              e.preventDefault()
              go(`/sign/attachCommissionService?productId=${encodeURIComponent(product.productId)}`)
            }}
          >
            {signMessages.commissionAgreementLink}
          </a>
        </p>
        <Checkbox checked={agreed} onChange={setAgreed}>
          {signMessages.agreeService}
        </Checkbox>
      </section>
      {problem && <SignProblem text={problem} />}
      <NextButton onClick={() => void sign()} loading={busy}>
        {problem ? signMessages.resubmit : signMessages.commissionSign}
      </NextButton>
    </>
  )
}

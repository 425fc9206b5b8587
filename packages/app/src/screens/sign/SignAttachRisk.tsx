import { useState } from 'react'
import { Checkbox } from 'antd-mobile'
import { riskDisclosure, type ProductInfo } from '@tougu/core'
import { LegalDocumentView, showToast } from '@tougu/react-ui'
import { QueryView } from '../../root/index.js'
import { Navigate, useLocation } from '../../navigation/router.js'
import { useApiQuery } from '../../services/index.js'
import { NextButton, SignFlowStep, useProductId, useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/** A long disclosure scrolls in its box, so the tick box and 下一步 stay in view. */
const DISCLOSURE_HEIGHT = 360

/** The disclosure of a product: the SAC form with its kind's risks, its level and its special risks (issue #37). */
function Disclosure({ product }: { product: ProductInfo }) {
  return (
    <LegalDocumentView
      maxHeight={DISCLOSURE_HEIGHT}
      document={riskDisclosure({
        product: { name: product.productName, riskLevel: product.riskLevel, type: product.productType },
        adviser: { name: product.adviser.tgName, qualificationNo: product.adviser.qualificationNo },
        specialRisks: product.specialRisks,
      })}
    />
  )
}

/**
 * /sign/attachRisk: the risk disclosure (风险揭示书, in the Securities Association of China's form with the product's
 * own risks) the investor confirms before the service agreement (spec §2); the commission product's flow goes on
 * to its own agreement.
 * @example <Route path="/sign/attachRisk" Component={SignAttachRisk} />
 */
export function SignAttachRisk() {
  const productId = useProductId()
  const { search } = useLocation()
  const product = useApiQuery('products.queryProductInfo', { productId })
  // The disclosure shows whether or not a flow is running: its 查看 link on the agreement lists must open something
  // the investor can read.
  return (
    <SignFlowStep expired={<QueryView query={product}>{({ data }) => <Disclosure product={data} />}</QueryView>}>
      {({ flow, setFlow }) =>
        // The 匹配意见 comes first (the notice's order): an address that skips it is sent back to it.
        !flow.confirmed?.opinion ? (
          <Navigate to={`/sign/risk${search}`} replace />
        ) : (
          <QueryView query={product}>
            {({ data }) => <ConfirmDisclosure product={data} onConfirm={() => setFlow({ ...flow, confirmed: { ...flow.confirmed, disclosure: true } })} />}
          </QueryView>
        )
      }
    </SignFlowStep>
  )
}

function ConfirmDisclosure({ product, onConfirm }: { product: ProductInfo; onConfirm: () => void }) {
  const go = useSignNavigate()
  const [agreed, setAgreed] = useState(false)
  const next = product.productType === 'commission' ? '/sign/attachCommissionService' : '/sign/attachService'
  return (
    <>
      <Disclosure product={product} />
      <section style={{ padding: '12px' }}>
        <Checkbox checked={agreed} onChange={setAgreed}>
          {signMessages.agreeRisk}
        </Checkbox>
      </section>
      <NextButton
        onClick={() => {
          if (!agreed) return showToast(signMessages.mustAgree)
          onConfirm()
          go(`${next}?productId=${encodeURIComponent(product.productId)}`)
        }}
      >
        {signMessages.next}
      </NextButton>
    </>
  )
}

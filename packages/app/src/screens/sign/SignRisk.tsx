import { NextButton, SignFlowStep, useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/risk: the suitability result confirmation (spec §2): the investor's level against the product's.
 * @example <Route path="/sign/risk" Component={SignRisk} />
 */
export function SignRisk() {
  const go = useSignNavigate()
  return (
    <SignFlowStep>
      {({ productId, flow }) => (
        <>
          <section style={{ padding: '16px 12px', lineHeight: 1.8 }}>
            <h2 style={{ fontSize: 17, margin: '0 0 8px' }}>{signMessages.riskTitle}</h2>
            <p style={{ margin: 0 }}>{signMessages.investorLevel(flow.suitable.investorLevel, flow.suitable.levelName)}</p>
            <p style={{ margin: 0 }}>{signMessages.productRisk(flow.suitable.productLevel)}</p>
            <p style={{ margin: '8px 0 0' }}>{signMessages.matchText}</p>
          </section>
          <NextButton onClick={() => go(`/sign/attachRisk?productId=${encodeURIComponent(productId)}`)}>
            {signMessages.riskConfirm}
          </NextButton>
        </>
      )}
    </SignFlowStep>
  )
}

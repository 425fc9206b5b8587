import { useState } from 'react'
import { Checkbox } from 'antd-mobile'
import { showToast } from '@tougu/react-ui'
import { NextButton, SignFlowStep, useSignNavigate } from './signShared.js'
import { signMessages } from './signMessages.js'

/**
 * /sign/attachRisk: the risk disclosure the investor confirms before the service agreement (spec §2).
 * @example <Route path="/sign/attachRisk" Component={SignAttachRisk} />
 */
export function SignAttachRisk() {
  const go = useSignNavigate()
  const [agreed, setAgreed] = useState(false)
  // The disclosure's text shows whether or not a flow is running: its 查看 link on the agreement lists (also the
  // commission product's, which has no signing flow here) must open something the investor can read.
  const body = signMessages.attachRiskBody.map((line) => (
    <p key={line} style={{ margin: '0 0 8px' }}>
      {line}
    </p>
  ))
  return (
    <SignFlowStep expired={<section style={{ padding: '16px 12px 0', lineHeight: 1.7 }}>{body}</section>}>
      {({ productId }) => (
        <>
          <section style={{ padding: '16px 12px', lineHeight: 1.7 }}>
            {body}
            <Checkbox checked={agreed} onChange={setAgreed}>
              {signMessages.agreeRisk}
            </Checkbox>
          </section>
          <NextButton
            onClick={() =>
              agreed
                ? go(`/sign/attachService?productId=${encodeURIComponent(productId)}`)
                : showToast(signMessages.mustAgree)
            }
          >
            {signMessages.next}
          </NextButton>
        </>
      )}
    </SignFlowStep>
  )
}

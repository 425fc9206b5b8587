import { Button, Form, Input } from 'antd-mobile'
import { useState } from 'react'
import { isApiFailure } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page } from '../../root/index.js'
import { useServices } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'

/** A code the server would accept to look at (contract: 4–32 characters after trimming). */
export function isExchangeCode(code: string): boolean {
  const t = code.trim()
  return t.length >= 4 && t.length <= 32
}

function ExchangeForm() {
  const { api } = useServices()
  const go = useAppNavigate()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (!isExchangeCode(code)) return showToast(m.exchangeCodeInvalid)
    setBusy(true)
    const res = await api.coupons.exchange({ code: code.trim() })
    setBusy(false)
    // The outcome pages replace the form, so back from them returns to where the exchange was started.
    if (isApiFailure(res)) go(`/coupon/exchangeFail?message=${encodeURIComponent(res.message)}`, { stay: true, replace: true })
    else go(`/coupon/exchangeSuccess?name=${encodeURIComponent(res.data.name)}&couponId=${encodeURIComponent(res.data.id)}`, { stay: true, replace: true })
  }
  return (
    <section className="tg-card" aria-label={m.exchangeCoupon}>
      <p className="tg-card-meta">{m.exchangeIntro}</p>
      <Form
        layout="horizontal"
        footer={
          <Button block color="primary" loading={busy} disabled={code.trim() === ''} onClick={() => void submit()}>
            {m.exchangeSubmit}
          </Button>
        }
      >
        <Form.Item label={m.exchangeCodeLabel}>
          <Input value={code} onChange={setCode} maxLength={32} clearable placeholder={m.exchangeCodePlaceholder} aria-label={m.exchangeCodeLabel} />
        </Form.Item>
      </Form>
    </section>
  )
}

/** 体验券兑换 (/coupon/exchange): exchanges an experience-coupon code; the outcome opens 兑换成功 or 兑换失败. */
export function CouponExchange() {
  return (
    <Page>
      <LoginGate>
        <ExchangeForm />
      </LoginGate>
    </Page>
  )
}

import { Button, Input } from 'antd-mobile'
import { useState } from 'react'
import { isApiFailure } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page } from '../../root/index.js'
import { useApiMutation } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'

const FORM_ROW = { display: 'flex', alignItems: 'center', gap: 8, padding: '12px 0', borderBottom: '1px solid var(--tg-color-border, #eee)' } as const

/** A code the server would accept to look at (contract: 4–32 characters after trimming). */
export function isExchangeCode(code: string): boolean {
  const t = code.trim()
  return t.length >= 4 && t.length <= 32
}

function ExchangeForm() {
  const exchange = useApiMutation('coupons.exchange')
  const go = useAppNavigate()
  const [code, setCode] = useState('')
  const submit = async () => {
    if (!isExchangeCode(code)) return showToast(m.exchangeCodeInvalid)
    const res = await exchange.run({ code: code.trim() })
    if (res === null) return
    // The outcome pages replace the form, so back from them returns to where the exchange was started.
    if (isApiFailure(res)) go(`/coupon/exchangeFail?message=${encodeURIComponent(res.message)}`, { stay: true, replace: true })
    else go(`/coupon/exchangeSuccess?name=${encodeURIComponent(res.data.name)}&couponId=${encodeURIComponent(res.data.id)}`, { stay: true, replace: true })
  }
  return (
    <section className="tg-card" aria-label={m.exchangeCoupon}>
      <p className="tg-card-meta">{m.exchangeIntro}</p>
      <div style={FORM_ROW}>
        <label htmlFor="tg-exchange-code" className="tg-card-meta" style={{ flex: '0 0 4em' }}>
          {m.exchangeCodeLabel}
        </label>
        <Input id="tg-exchange-code" value={code} onChange={setCode} maxLength={32} clearable placeholder={m.exchangeCodePlaceholder} />
      </div>
      <Button block color="primary" loading={exchange.pending} disabled={code.trim() === ''} onClick={() => void submit()}>
        {m.exchangeSubmit}
      </Button>
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

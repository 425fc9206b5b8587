import { Button, Checkbox, Input, Popup } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { isApiFailure, privacyPolicy, PRIVACY_CONSENT } from '@tougu/core'
import { EmptyBlock, LegalDocumentView, showToast } from '@tougu/react-ui'
import { useServices } from '../../services/index.js'
import { productMessages } from './productMessages.js'

const FORM_ROW = { display: 'flex', alignItems: 'center', gap: 8, padding: '12px 0', borderBottom: '1px solid var(--tg-color-border, #eee)' } as const

const PHONE = /^1\d{10}$/
const CODE = /^\d{6}$/
const RESEND_SECONDS = 60

/**
 * The login entry. In the native app it asks the app to sign in (the app owns the login page, and its consent);
 * elsewhere it is the demo login of the reference server: phone, SMS code (printed in the server log), 登录. Signing
 * in processes personal information (phone, fund account, risk level, referrer), so 获取验证码 and 登录 stay
 * disabled until the investor ticks their consent to the privacy policy, whose text opens from the consent line
 * (《个人信息保护法》, issue #37).
 * @example <LoginPanel intro="登录后查看订单" />
 */
export function LoginPanel({ intro = productMessages.loginIntro }: { intro?: string }) {
  const services = useServices()
  const { api, bridge } = services
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [countdown, setCountdown] = useState(0)
  const [busy, setBusy] = useState(false)
  const [consented, setConsented] = useState(false)
  const [policyOpen, setPolicyOpen] = useState(false)

  useEffect(() => {
    if (countdown <= 0) return
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [countdown])

  if (bridge.environment === 'app') {
    const nativeLogin = () => {
      void bridge
        .getUserInfo({ forceLogin: true })
        .then(() => services.refreshUser())
        .catch((error: unknown) => showToast(error instanceof Error ? error.message : productMessages.nativeLogin))
    }
    return (
      <EmptyBlock title={productMessages.loginRequired} description={intro}>
        <Button color="primary" onClick={nativeLogin}>
          {productMessages.login}
        </Button>
      </EmptyBlock>
    )
  }

  const sendCode = async () => {
    if (!consented) return showToast(PRIVACY_CONSENT.required)
    if (!PHONE.test(phone)) return showToast(productMessages.phonePlaceholder)
    const res = await api.auth.sendSmsCode({ phone })
    if (isApiFailure(res)) return showToast(res.message)
    showToast(productMessages.codeSent)
    setCountdown(RESEND_SECONDS)
  }

  const submit = async () => {
    if (!consented) return showToast(PRIVACY_CONSENT.required)
    if (!PHONE.test(phone)) return showToast(productMessages.phonePlaceholder)
    if (!CODE.test(code)) return showToast(productMessages.codePlaceholder)
    setBusy(true)
    const res = await services.login(phone, code)
    setBusy(false)
    if (isApiFailure(res)) showToast(res.message)
  }

  return (
    <section className="tg-card tg-login-panel" aria-label={productMessages.loginTitle}>
      <p className="tg-card-title">{productMessages.loginRequired}</p>
      <p className="tg-card-meta">{intro}</p>
      <div style={FORM_ROW}>
        <label htmlFor="tg-login-phone" className="tg-card-meta" style={{ flex: '0 0 4em' }}>
          {productMessages.phoneLabel}
        </label>
        <Input id="tg-login-phone" type="tel" inputMode="numeric" maxLength={11} placeholder={productMessages.phonePlaceholder} value={phone} onChange={setPhone} />
      </div>
      <div style={FORM_ROW}>
        <label htmlFor="tg-login-code" className="tg-card-meta" style={{ flex: '0 0 4em' }}>
          {productMessages.codeLabel}
        </label>
        <Input id="tg-login-code" inputMode="numeric" maxLength={6} placeholder={productMessages.codePlaceholder} value={code} onChange={setCode} />
        <Button size="mini" fill="none" color="primary" style={{ flex: 'none', whiteSpace: 'nowrap' }} disabled={!consented || countdown > 0} onClick={() => void sendCode()}>
          {countdown > 0 ? productMessages.resendIn(countdown) : productMessages.sendCode}
        </Button>
      </div>
      <div className="tg-login-consent">
        <Checkbox checked={consented} onChange={setConsented}>
          {PRIVACY_CONSENT.agree}
        </Checkbox>
        <button type="button" className="tg-link" onClick={() => setPolicyOpen(true)}>
          {PRIVACY_CONSENT.policyLink}
        </button>
      </div>
      <Button block color="primary" loading={busy} disabled={!consented} onClick={() => void submit()}>
        {productMessages.login}
      </Button>
      <Popup visible={policyOpen} onMaskClick={() => setPolicyOpen(false)} bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }} aria-label={privacyPolicy().title}>
        <LegalDocumentView document={privacyPolicy()} />
        <div style={{ padding: 12 }}>
          <Button block color="primary" onClick={() => setPolicyOpen(false)}>
            {productMessages.policyClose}
          </Button>
        </div>
      </Popup>
    </section>
  )
}

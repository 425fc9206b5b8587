import { useState } from 'react'
import { Button, Input, List } from 'antd-mobile'
import { isApiFailure, PhoneSchema } from '@tougu/core'
import { showToast } from '@tougu/react-ui'
import { useApiMutation, useApiQuery, useServices } from '../../services/index.js'
import type { SlowApi } from '../../services/slowApi.js'
import { signMessages } from './signMessages.js'

/** Why the account may not sign (decision wave2-compliance-1): owed fees, too little in the account, or no answer. */
export type AccountGate = { ok: true } | { ok: false; kind: 'arrears' | 'assets' | 'error'; text: string }

/**
 * The broker's account checks before a contract: fees owed first (nothing else matters until they are
 * settled), then the product's minimum assets. Both are asked at once; the server decides, the app words it.
 * They go through the second API client (20 s): the trading counter answers them (decision wave2-reach19-4).
 * @example const gate = await accountGate(services.slow, 'COM1'); if (!gate.ok) setStop(gate)
 */
export async function accountGate(slow: Pick<SlowApi, 'checkCustomerArrears' | 'checkCustomerAssets'>, productId: string): Promise<AccountGate> {
  const [arrears, assets] = await Promise.all([slow.checkCustomerArrears({}), slow.checkCustomerAssets({ productId })])
  if (isApiFailure(arrears)) return { ok: false, kind: 'error', text: arrears.message }
  if (arrears.data.inArrears) return { ok: false, kind: 'arrears', text: signMessages.arrearsRefused }
  if (isApiFailure(assets)) return { ok: false, kind: 'error', text: assets.message }
  if (!assets.data.enough) return { ok: false, kind: 'assets', text: signMessages.assetsRefused(assets.data.required, assets.data.available) }
  return { ok: true }
}

/**
 * The contact phone for the follow-up call, masked as the server gives it, with 修改 to save another one.
 * Tapping the page's next step with the number shown is the confirmation (decision wave2-compliance-1).
 * @example <ContactPhone />
 */
export function ContactPhone() {
  const phone = useApiQuery('customer.getCustomerPhone', {})
  const savePhone = useApiMutation('customer.saveCustomerPhone')
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)

  const save = async () => {
    const value = draft.trim()
    if (!PhoneSchema.safeParse(value).success) return setError(signMessages.phoneInvalid)
    const res = await savePhone.run({ phone: value })
    if (res === null) return
    if (isApiFailure(res)) return setError(res.message)
    setEditing(false)
    setDraft('')
    setError(null)
    // The number shown is asked again by the mutation (customer.getCustomerPhone is what it changes).
    showToast(signMessages.phoneSaved)
  }

  const shown = phone.status === 'error' ? signMessages.phoneUnavailable : (phone.data?.data.phone ?? '')
  return (
    <List header={signMessages.contactPhone}>
      <List.Item
        description={signMessages.contactPhoneHint}
        extra={
          !editing && (
            <Button size="small" fill="outline" color="primary" onClick={() => setEditing(true)}>
              {signMessages.changePhone}
            </Button>
          )
        }
      >
        <span data-testid="contact-phone">{shown}</span>
      </List.Item>
      {editing && (
        <List.Item>
          <Input
            aria-label={signMessages.newPhone}
            placeholder={signMessages.newPhonePlaceholder}
            type="tel"
            maxLength={11}
            value={draft}
            onChange={(v) => {
              setDraft(v)
              setError(null)
            }}
          />
          {error && (
            <p role="alert" style={{ margin: '4px 0 0', color: 'var(--tg-color-primary-text)' }}>
              {error}
            </p>
          )}
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            <Button size="small" color="primary" loading={savePhone.pending} onClick={() => void save()}>
              {signMessages.savePhone}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setEditing(false)
                setError(null)
              }}
            >
              {signMessages.cancelChange}
            </Button>
          </div>
        </List.Item>
      )}
    </List>
  )
}

/** A referrer the server knows. */
export interface Referrer {
  managerNo: string
  managerName: string | null
}

type ReferrerCheck = { ok: true; referrer: Referrer | null } | { ok: false; text: string }

/** The line under the referrer field that names the manager or says the code is unknown. */
const HINT_LINE_HEIGHT = 1.5
const hintLine = { margin: 0, lineHeight: HINT_LINE_HEIGHT } as const

/**
 * The optional referrer (客户经理) code: checked with validateManager when the field is left and again
 * before the contract; an unknown code stops the flow with what to do (correct it or clear it).
 * @example const referrer = useReferrer(); … {referrer.field} … const r = await referrer.verify()
 */
export function useReferrer(initial = '') {
  const { api } = useServices()
  const [code, setCode] = useState(initial)
  const [checked, setChecked] = useState<{ code: string; result: ReferrerCheck } | null>(null)

  const verify = async (): Promise<ReferrerCheck> => {
    const value = code.trim()
    if (!value) return { ok: true, referrer: null }
    if (checked?.code === value) return checked.result
    const res = await api.common.validateManager({ managerNo: value })
    // A failed request is not remembered: the next tap asks again.
    if (isApiFailure(res)) return { ok: false, text: res.message }
    const result: ReferrerCheck = res.data.valid
      ? { ok: true, referrer: { managerNo: value.toUpperCase(), managerName: res.data.managerName } }
      : { ok: false, text: signMessages.referrerUnknown }
    setChecked({ code: value, result })
    return result
  }

  const shown = checked && checked.code === code.trim() ? checked.result : null
  const field = (
    <List header={signMessages.referrer}>
      <List.Item>
        <Input
          aria-label={signMessages.referrer}
          placeholder={signMessages.referrerPlaceholder}
          maxLength={20}
          value={code}
          onChange={setCode}
          onBlur={() => void verify()}
        />
        {/* The answer's line is kept when there is none yet: the check runs as the field loses focus, which a press
            on 下一步 below does, and a line appearing under the press would move the button away before it is let go. */}
        <div style={{ paddingTop: 4, minHeight: `${HINT_LINE_HEIGHT}em` }}>
          {shown?.ok && shown.referrer && (
            <p role="status" style={{ ...hintLine, color: '#666' }}>
              {signMessages.referrerFound(shown.referrer.managerName ?? shown.referrer.managerNo)}
            </p>
          )}
          {shown && !shown.ok && (
            <p role="alert" style={{ ...hintLine, color: 'var(--tg-color-primary-text)' }}>
              {shown.text}
            </p>
          )}
        </div>
      </List.Item>
    </List>
  )
  return { field, verify }
}

import { useCallback, useState, type ComponentType } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Button } from 'antd-mobile'
import type { KeyValueStorage, ProductInfo } from '@tougu/core'
import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { readSignFlow, writeSignFlow, type SignFlow } from './signFlow.js'
import { signMessages } from './signMessages.js'

/** The WeChat variant serves the same screens under a `/wx` segment; the flow keeps the visitor in it. */
export function useSignPath(): (path: string) => string {
  const { pathname } = useLocation()
  const prefix = pathname.startsWith(`/${WECHAT_VARIANT_SEGMENT}/`) ? `/${WECHAT_VARIANT_SEGMENT}` : ''
  return useCallback((path: string) => `${prefix}${path}`, [prefix])
}

/** Alipay is not offered on the WeChat variant (spec §6) nor inside WeChat, where only WeChat pay works. */
export function useAlipayOffered(): boolean {
  const { bridge } = useServices()
  const { pathname } = useLocation()
  const variant = bridge.wechatVariant || pathname.startsWith(`/${WECHAT_VARIANT_SEGMENT}/`)
  return !variant && bridge.environment !== 'wechat'
}

/** Navigates inside the signing flow (same webview: the flow lives in this tab's sessionStorage). */
export function useSignNavigate(): (path: string, replace?: boolean) => void {
  const navigate = useNavigate()
  const to = useSignPath()
  return useCallback((path: string, replace = false) => void navigate(to(path), { replace }), [navigate, to])
}

/** The tab's sessionStorage, or a memory stand-in where it is unavailable (private modes). */
export function useFlowStorage(): KeyValueStorage {
  const { window: win } = useServices()
  const [fallback] = useState(() => {
    const map = new Map<string, string>()
    const memory: KeyValueStorage = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    }
    return memory
  })
  try {
    return win.sessionStorage
  } catch {
    return fallback
  }
}

/** The `productId` query parameter ('' when absent). */
export function useProductId(): string {
  const [params] = useSearchParams()
  return params.get('productId') ?? ''
}

/**
 * The `periodId` query parameter (the period picked on the product page), or null when absent or not a
 * whole number. Whether it is on sale is the purchase page's check.
 * @example usePeriodParam() // 14 on /sign/notice?productId=TIP1&periodId=14
 */
export function usePeriodParam(): number | null {
  const [params] = useSearchParams()
  const raw = params.get('periodId')
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null
  return Number(raw)
}

/** The flow of the product on this page, with a setter that persists it. */
export function useSignFlow(productId: string): [SignFlow | null, (flow: SignFlow) => void] {
  const storage = useFlowStorage()
  const [flow, setFlowState] = useState(() => readSignFlow(storage, productId))
  const setFlow = useCallback(
    (next: SignFlow) => {
      writeSignFlow(storage, next)
      setFlowState(next)
    },
    [storage],
  )
  return [flow, setFlow]
}

/**
 * What a later signing page shows when the flow is missing (opened directly, another tab): the reason and
 * the way back to the signing page.
 */
export function FlowExpired({ productId }: { productId: string }) {
  const go = useSignNavigate()
  return (
    <SignProblem
      text={signMessages.flowExpired}
      actions={[
        {
          label: signMessages.restart,
          onClick: () => go(productId ? `/sign/purchase?productId=${encodeURIComponent(productId)}` : '/index', true),
        },
      ]}
    />
  )
}

export interface SignProblemAction {
  label: string
  onClick: () => void
}

/** What went wrong and what the investor can do about it, in the page (not only a passing toast). */
export function SignProblem({ text, actions = [] }: { text: string; actions?: SignProblemAction[] }) {
  return (
    <section role="alert" className="tg-sign-problem" style={{ padding: '16px 12px' }}>
      <p style={{ margin: '0 0 12px', color: 'var(--tg-color-primary-text)', lineHeight: 1.6 }}>{text}</p>
      {actions.map((a) => (
        <Button key={a.label} block fill="outline" color="primary" style={{ marginTop: 8 }} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
    </section>
  )
}

/** The bottom action of a signing page. */
export function NextButton({
  children,
  onClick,
  disabled,
  loading,
}: {
  children: string
  onClick: () => void
  disabled?: boolean
  loading?: boolean
}) {
  return (
    <div style={{ padding: '16px 12px' }}>
      <Button block color="primary" onClick={onClick} disabled={disabled ?? false} loading={loading ?? false}>
        {children}
      </Button>
    </div>
  )
}

/**
 * A purchase page of the flow: the product of `?productId=` (queryProductInfo) behind the login gate, with
 * loading, error and retry, handed to the page's form once loaded.
 * @example export const SignPurchase = () => <ProductSignPage form={PurchaseForm} />
 */
export function ProductSignPage({ form: Form }: { form: ComponentType<{ product: ProductInfo }> }) {
  const { api } = useServices()
  const productId = useProductId()
  const product = useApiQuery((signal) => api.products.queryProductInfo({ productId }, { signal }), [productId])
  return (
    <Page>
      <LoginGate>
        <QueryView query={product}>{({ data }) => <Form product={data} />}</QueryView>
      </LoginGate>
    </Page>
  )
}

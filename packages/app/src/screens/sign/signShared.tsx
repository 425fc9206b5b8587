import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useLocation, useNavigate, useSearchParams } from '../../navigation/router.js'
import { Button } from 'antd-mobile'
import { showConfirm, showToast, StepIndicator } from '@tougu/react-ui'
import { isApiFailure, type KeyValueStorage, type ProductInfo } from '@tougu/core'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useServices, type ReadApi } from '../../services/index.js'
import { LoginGate } from '../product/LoginGate.js'
import { readSignFlow, writeSignFlow, type SignFlow } from './signFlow.js'
import { signMessages } from './signMessages.js'
import { contentExit, safeReturnTo, showPageTitle } from '../../navigation/index.js'
import { useSignFlowExit } from '../../navigation/useSignFlowHistory.js'
import { CLOSE_PURCHASE_LABEL, useClosePurchaseWebview } from './useClosePurchaseWebview.js'

/**
 * Alipay is not offered on the WeChat variant (spec §6) nor inside WeChat or enterprise WeChat (WeCom), whose
 * webviews block Alipay's pages (decision wave2-reach19-6). The variant is the page's `wx` marker (the bridge
 * reads it at creation; the router's basename carries it, wave2-wxorders-1).
 */
export function useAlipayOffered(): boolean {
  const { bridge } = useServices()
  return !bridge.wechatVariant && bridge.environment !== 'wechat' && bridge.environment !== 'wxwork'
}

/**
 * The page the investor started subscribing from (`returnTo`, validated as an in-app route outside the
 * flow), or null. The result pages offer the way back to it.
 */
export function useReturnTo(): string | null {
  const [params] = useSearchParams()
  return safeReturnTo(params.get('returnTo'))
}

/**
 * Adds the flow's return target to a step of the flow (a /sign/ path without one of its own).
 * @example withReturnTo('/sign/risk?productId=TIP1', '/tips/brief?id=TP001') // '/sign/risk?productId=TIP1&returnTo=%2Ftips%2Fbrief%3Fid%3DTP001'
 */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo || !path.startsWith('/sign/') || /[?&]returnTo=/.test(path)) return path
  return `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`
}

/**
 * Navigates inside the signing flow (same webview: the flow lives in this tab's sessionStorage). Paths are router
 * paths: under the WeChat variant the basename holds the `wx` marker, so the flow stays in the variant. Every
 * step carries the return target on, so the result page can lead back to the content.
 */
export function useSignNavigate(): (path: string, replace?: boolean) => void {
  const navigate = useNavigate()
  const returnTo = useReturnTo()
  return useCallback(
    (path: string, replace = false) => void navigate(withReturnTo(path, returnTo), { replace }),
    [navigate, returnTo],
  )
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
  secondary,
}: {
  children: string
  onClick: () => void
  disabled?: boolean
  loading?: boolean
  /** An outlined button: the second way on, beside the page's main one. */
  secondary?: boolean
}) {
  return (
    <div style={{ padding: '16px 12px' }}>
      <Button block color="primary" fill={secondary ? 'outline' : 'solid'} onClick={onClick} disabled={disabled ?? false} loading={loading ?? false}>
        {children}
      </Button>
    </div>
  )
}

type StepKey = keyof typeof signMessages.stepNames
/** Each signing flow's screens in order, by path (the tips pack and package flow, and the commission product's). */
const STEPS: Record<'content' | 'commission', ReadonlyArray<readonly [string, StepKey]>> = {
  content: [['/sign/notice', 'notice'], ['/sign/purchase', 'purchase'], ['/sign/risk', 'risk'], ['/sign/attachRisk', 'attachRisk'], ['/sign/attachService', 'service'], ['/sign/done', 'done']],
  commission: [['/sign/notice', 'notice'], ['/sign/purchaseCommission', 'purchase'], ['/sign/risk', 'risk'], ['/sign/attachCommissionService', 'service'], ['/sign/commissionDone', 'done']],
}

/**
 * Where the investor is in the signing flow (issue #33): the flow's steps with the current screen's marked. On the
 * screens both flows share (须知, 适当性) the product's type, which those screens load anyway, says which flow it is.
 * @example <SignSteps />
 */
export function SignSteps() {
  const { pathname } = useLocation()
  const productId = useProductId()
  const path = pathname.replace(/^.*(\/sign\/)/, '$1')
  const only = (Object.keys(STEPS) as Array<keyof typeof STEPS>).filter((f) => STEPS[f].some(([p]) => p === path))
  const shared = only.length > 1
  const product = useApiQuery('products.queryProductInfo', { productId }, { enabled: shared && productId !== '' })
  const flow = shared ? (product.data ? (product.data.data.productType === 'commission' ? 'commission' : 'content') : null) : only[0]
  if (!flow) return null
  const steps = STEPS[flow]
  return <StepIndicator label={signMessages.steps} steps={steps.map(([, k]) => signMessages.stepNames[k])} current={steps.findIndex(([p]) => p === path)} />
}

/**
 * A purchase page of the flow: the product of `?productId=` (queryProductInfo) behind the login gate, with
 * loading, error and retry, handed to the page's form once loaded.
 * @example export const SignPurchase = () => <ProductSignPage form={PurchaseForm} />
 */
export function ProductSignPage({ form: Form }: { form: ComponentType<{ product: ProductInfo }> }) {
  const productId = useProductId()
  const product = useApiQuery('products.queryProductInfo', { productId })
  return (
    <Page>
      <SignSteps />
      <LoginGate>
        <QueryView query={product}>{({ data }) => <Form product={data} />}</QueryView>
      </LoginGate>
    </Page>
  )
}

/** A running flow whose suitability is judged: what the pages after /sign/purchase work on. */
export type JudgedSignFlow = SignFlow & { suitable: NonNullable<SignFlow['suitable']> }

const isJudged = (flow: SignFlow | null): flow is JudgedSignFlow => flow?.suitable != null

/**
 * A later page of a running signing flow (risk result, risk disclosure, service agreement): behind the login
 * gate, the page's content for the flow of `?productId=` once its suitability is judged; otherwise
 * `expired` (if any) above FlowExpired. `titleOf` renames the page for a state of the flow (the service agreement's page
 * is the payment's once the order exists): the title bar, the native one and the document's.
 * @example export const SignRisk = () => <SignFlowStep>{({ flow }) => <p>{flow.suitable.productLevel}</p>}</SignFlowStep>
 */
export function SignFlowStep({
  expired,
  titleOf,
  children,
}: {
  expired?: ReactNode
  titleOf?: (flow: JudgedSignFlow) => string | undefined
  children: (step: { productId: string; flow: JudgedSignFlow; setFlow: (flow: SignFlow) => void }) => ReactNode
}) {
  const productId = useProductId()
  const [flow, setFlow] = useSignFlow(productId)
  const title = isJudged(flow) ? titleOf?.(flow) : undefined
  const services = useServices()
  useEffect(() => {
    if (title) showPageTitle(services, title)
  }, [title, services])
  return (
    <Page title={title}>
      <SignSteps />
      <LoginGate>
        {!isJudged(flow) ? (
          expired ? (
            <>
              {expired}
              <FlowExpired productId={productId} />
            </>
          ) : (
            <FlowExpired productId={productId} />
          )
        ) : (
          children({ productId, flow, setFlow })
        )}
      </LoginGate>
    </Page>
  )
}

/**
 * One tap sequence at a time (sign, then pay): a tap while one runs does nothing, `refusal` (checked next)
 * is toasted instead of running, and `busy` is true while the sequence runs.
 * @example const tap = useTapSequence(); <NextButton loading={tap.busy} onClick={() => void tap.run(sign, () => (agreed ? null : '请先阅读并同意'))} />
 */
export function useTapSequence(): {
  busy: boolean
  run: (sequence: () => Promise<unknown>, refusal?: () => string | null) => Promise<void>
} {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (sequence: () => Promise<unknown>, refusal?: () => string | null) => {
    if (running.current) return
    const refused = refusal?.() ?? null
    if (refused !== null) return showToast(refused)
    running.current = true
    setBusy(true)
    try {
      await sequence()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}

/**
 * The ways out of a purchase result (decisions wave3-journey-4, -5). Once the order is over (`state` paid or
 * cancelled) the flow is marked finished, so back never returns into it. Paid: 查看内容 opens the content (the paid
 * page the investor was reading, else the product's reading page: never its introduction, `contentExit`); in a webview
 * the app opened for the purchase, 完成 closes it too.
 * Otherwise 返回 to where the investor started (when `canReturn`). And 查看我的订单. Every exit leaves the flow: back
 * past its pages to where it was entered from, then on to the target, so back from there skips the flow.
 * @example <PurchaseResultExits productId="TIP1" state="paid" canReturn />
 */
export function PurchaseResultExits({ productId, state, canReturn }: { productId: string; state: 'paid' | 'cancelled' | 'open'; canReturn: boolean }) {
  const returnTo = useReturnTo()
  const { finish, leave } = useSignFlowExit()
  const closePurchase = useClosePurchaseWebview()
  const product = useApiQuery('products.queryProductInfo', { productId }, { enabled: productId !== '' })
  const paid = state === 'paid'
  const exit = paid ? contentExit(product.data?.data.content, returnTo) : returnTo
  useEffect(() => {
    if (state !== 'open') finish(exit)
  }, [state, exit, finish])
  return (
    <>
      {paid && exit && <NextButton onClick={() => leave(exit)}>{signMessages.viewContent}</NextButton>}
      {paid && closePurchase && (
        <NextButton secondary onClick={closePurchase}>
          {CLOSE_PURCHASE_LABEL}
        </NextButton>
      )}
      {!paid && returnTo && canReturn && <NextButton onClick={() => leave(returnTo)}>{signMessages.backToProduct}</NextButton>}
      <div style={{ textAlign: 'center', padding: 12 }}>
        <Button fill="none" color="primary" onClick={() => leave('/usercenter/order')}>
          {signMessages.myOrders}
        </Button>
      </div>
    </>
  )
}

let demoPayAnswer: Promise<boolean> | null = null

/**
 * Whether the server's demonstration payment is there (POST /api/demo/status answers only in demo mode; a production
 * server answers 404). A definite answer is kept for the page's life; a failed request is asked again next time.
 * @example if (await demoPayAvailable(api)) await confirmDemoPay(amount, 1)
 */
export function demoPayAvailable(api: Pick<ReadApi, 'demo'>): Promise<boolean> {
  demoPayAnswer ??= api.demo.status().then((res) => {
    if (!isApiFailure(res)) return true
    // 404: no demo here, for good; anything else (a timeout) may be asked again.
    if (res.iRet !== 404) demoPayAnswer = null
    return false
  })
  return demoPayAnswer
}

/**
 * Where this page can pay: the native app's pay sheet, WeChat pay, the demonstration sheet (a browser on a demo
 * server), or nowhere ('none': a browser in production: open the app or WeChat). 'checking' until the server answers.
 * @example const where = usePayPlace(); where === 'none' && <p>{signMessages.payUnavailable}</p>
 */
export function usePayPlace(): 'app' | 'wechat' | 'demo' | 'none' | 'checking' {
  const { api, bridge } = useServices()
  const native = bridge.environment === 'app' || bridge.isAvailable('payOrder')
  const [demo, setDemo] = useState<boolean | null>(null)
  useEffect(() => {
    if (native) return
    let live = true
    void demoPayAvailable(api).then((ok) => live && setDemo(ok))
    return () => {
      live = false
    }
  }, [api, native])
  if (native) return bridge.environment === 'wechat' ? 'wechat' : 'app'
  return demo === null ? 'checking' : demo ? 'demo' : 'none'
}

/**
 * The demo payment's confirmation (the payment sequence's `confirmDemoPay` where no real pay sheet opens):
 * the amount and the pay method, resolving whether the investor confirmed.
 * @example await payOrder({ api, bridge, confirmDemoPay }, order, payType, productName)
 */
export function confirmDemoPay(amount: string, payType: 1 | 2): Promise<boolean> {
  return showConfirm({
    title: signMessages.demoPayTitle,
    // A demonstration, said as such (decision wave3-journey-8): nothing is charged.
    content: (
      <>
        <p style={{ margin: '0 0 8px', color: 'var(--tg-color-primary-text)' }}>{signMessages.demoPayNotice}</p>
        <p style={{ margin: 0 }}>{signMessages.demoPayContent(amount, payType === 2 ? signMessages.alipay : signMessages.wechatPay)}</p>
      </>
    ),
    confirmText: signMessages.demoPayConfirm,
    cancelText: signMessages.demoPayCancel,
  })
}

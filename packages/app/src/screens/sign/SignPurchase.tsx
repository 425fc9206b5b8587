import { useMemo, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { List, Radio, Space } from 'antd-mobile'
import { filterPriceItems, isApiFailure, type ProductInfo } from '@tougu/core'
import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { PriceList, showToast } from '@tougu/react-ui'
import { useApiQuery, useServices } from '../../services/index.js'
import { clearSignFlow } from './signFlow.js'
import { suitabilityGate } from './riskLevel.js'
import {
  NextButton,
  ProductSignPage,
  SignProblem,
  useFlowStorage,
  useSignFlow,
  useSignNavigate,
  useSignPath,
  type SignProblemAction,
} from './signShared.js'
import { signMessages } from './signMessages.js'

/** Why the investor cannot go on yet, shown in the page with what to do. */
type Stop =
  | { kind: 'error'; text: string }
  | { kind: 'limit'; text: string }
  | { kind: 'assessment'; text: string }
  | { kind: 'mismatch'; text: string }

/** Alipay is not offered on the WeChat variant (spec §6) nor inside WeChat, where only WeChat pay works. */
export function useAlipayOffered(): boolean {
  const { bridge } = useServices()
  const { pathname } = useLocation()
  const variant = bridge.wechatVariant || pathname.startsWith(`/${WECHAT_VARIANT_SEGMENT}/`)
  return !variant && bridge.environment !== 'wechat'
}

/**
 * /sign/purchase: the product signing page (spec §2): period (prices filtered by core), coupon, payment
 * method, then the subscription limit and suitability checks before /sign/risk.
 * @example <Route path="/sign/purchase" Component={SignPurchase} />  // /sign/purchase?productId=TIP1
 */
export function SignPurchase() {
  return <ProductSignPage form={PurchaseOrCommission} />
}

/** The commission product has no priced order (the server refuses one): its own page signs it. */
function PurchaseOrCommission({ product }: { product: ProductInfo }) {
  const to = useSignPath()
  const { search } = useLocation()
  if (product.productType === 'commission') return <Navigate to={to(`/sign/purchaseCommission${search}`)} replace />
  return <PurchaseForm product={product} />
}

function PurchaseForm({ product }: { product: ProductInfo }) {
  const services = useServices()
  const { api, bridge, now } = services
  const go = useSignNavigate()
  const storage = useFlowStorage()
  const [flow, setFlow] = useSignFlow(product.productId)
  const alipay = useAlipayOffered()
  const prices = useMemo(() => filterPriceItems(product.priceList, now()), [product.priceList, now])
  const firstOnSale = prices.find((p) => p.price !== null)?.periodId ?? null
  const [periodId, setPeriodId] = useState<number | null>(flow?.periodId ?? firstOnSale)
  const [couponId, setCouponId] = useState<string | null>(flow?.couponId ?? null)
  const [payType, setPayType] = useState<1 | 2>(flow?.payType === 2 && alipay ? 2 : 1)
  const [busy, setBusy] = useState(false)
  const [stop, setStop] = useState<Stop | null>(null)
  const coupons = useApiQuery((signal) => api.coupons.list({ status: 'usable', offset: 0, size: 50 }, { signal }), [])
  const inApp = bridge.environment === 'app'
  const pending = flow?.order ?? null

  const check = async () => {
    if (periodId === null || prices.find((p) => p.periodId === periodId)?.price == null) {
      showToast(signMessages.choosePeriodFirst)
      return
    }
    setBusy(true)
    setStop(null)
    try {
      const limit = await api.orders.checkSubscribeLimit({ productId: product.productId })
      if (isApiFailure(limit)) return setStop({ kind: 'error', text: limit.message })
      if (!limit.data.allowed) return setStop({ kind: 'limit', text: limit.data.message })
      const gate = await suitabilityGate(services, product.riskLevel)
      if (!gate.ok) return setStop(gate)
      // A new choice starts a new tap sequence: a new contract, order and client key.
      setFlow({
        productId: product.productId,
        periodId,
        couponId,
        payType,
        suitable: {
          investorLevel: `C${gate.investorLevel}`,
          ...(gate.risk.levelName ? { levelName: gate.risk.levelName } : {}),
          productLevel: `R${gate.productLevel}`,
        },
        clientKey: null,
        contractId: null,
        order: null,
      })
      go(`/sign/risk?productId=${encodeURIComponent(product.productId)}`)
    } finally {
      setBusy(false)
    }
  }

  const evaluate = async () => {
    try {
      await bridge.startRiskEvaluation()
    } catch (error) {
      console.warn('[tougu] startRiskEvaluation:', error instanceof Error ? error.message : error)
    }
    await check()
  }

  const cancelPending = async () => {
    if (!pending) return
    setBusy(true)
    const res = await api.orders.cancelOrder({ orderId: pending.orderId })
    setBusy(false)
    if (isApiFailure(res)) return setStop({ kind: 'error', text: res.message })
    clearSignFlow(storage, product.productId)
    showToast(signMessages.orderCancelled)
    setFlow({ ...flow!, clientKey: null, contractId: null, order: null })
  }

  if (pending && flow) {
    return (
      <section style={{ padding: '16px 12px' }}>
        <h2 style={{ fontSize: 17 }}>{signMessages.unpaidOrder}</h2>
        <p>{product.productName}</p>
        <p>{signMessages.orderLine(pending.orderId)}</p>
        <p>{signMessages.payAmount(pending.payAmount)}</p>
        {stop && <SignProblem text={stop.text} />}
        <NextButton onClick={() => go(`/sign/attachService?productId=${encodeURIComponent(product.productId)}`)}>
          {signMessages.continuePay}
        </NextButton>
        <NextButton onClick={() => void cancelPending()} loading={busy}>
          {signMessages.cancelOrder}
        </NextButton>
      </section>
    )
  }

  const stopActions: SignProblemAction[] =
    stop?.kind === 'assessment' && inApp
      ? [{ label: signMessages.evaluate, onClick: () => void evaluate() }]
      : stop?.kind === 'assessment' || stop?.kind === 'error'
        ? [{ label: signMessages.evaluateAgain, onClick: () => void check() }]
        : []

  return (
    <>
      <section style={{ padding: '12px' }}>
        <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{product.productName}</h2>
        <p style={{ margin: 0, color: '#666' }}>{signMessages.productRisk(product.riskLevel)}</p>
      </section>
      {firstOnSale === null ? (
        <SignProblem text={signMessages.nothingOnSale} />
      ) : (
        <PriceList items={prices} value={periodId} onChange={setPeriodId} />
      )}
      <List header={signMessages.chooseCoupon}>
        {coupons.status === 'error' ? (
          <List.Item onClick={coupons.retry}>{coupons.error}</List.Item>
        ) : (
          <List.Item>
            <Radio.Group value={couponId ?? ''} onChange={(v) => setCouponId(v === '' ? null : String(v))}>
              <Space direction="vertical">
                <Radio value="">{signMessages.noCoupon}</Radio>
                {(coupons.data?.list ?? []).map((c) => (
                  <Radio key={c.id} value={c.id}>
                    {c.name}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </List.Item>
        )}
      </List>
      <List header={signMessages.payMethod}>
        <List.Item>
          <Radio.Group value={payType} onChange={(v) => setPayType(v === 2 ? 2 : 1)}>
            <Space direction="vertical">
              <Radio value={1}>{signMessages.wechatPay}</Radio>
              {alipay && <Radio value={2}>{signMessages.alipay}</Radio>}
            </Space>
          </Radio.Group>
        </List.Item>
      </List>
      {stop && <SignProblem text={stop.text} actions={stopActions} />}
      <NextButton onClick={() => void check()} loading={busy} disabled={firstOnSale === null}>
        {signMessages.next}
      </NextButton>
    </>
  )
}

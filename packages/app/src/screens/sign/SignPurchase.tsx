import { useEffect, useMemo, useState } from 'react'
import { Navigate, useLocation } from '../../navigation/router.js'
import { List, Radio, Space } from 'antd-mobile'
import { couponFit, couponTermsText, filterPriceItems, isApiFailure, type Coupon, type CouponFit, type ProductInfo } from '@tougu/core'
import { CouponPicker, PriceList, showToast, type CouponPickerOption } from '@tougu/react-ui'
import { useApiMutation, useApiQuery, useServices } from '../../services/index.js'
import { clearSignFlow } from './signFlow.js'
import { suitabilityGate } from './riskLevel.js'
import {
  NextButton,
  ProductSignPage,
  SignProblem,
  useAlipayOffered,
  useFlowStorage,
  usePayPlace,
  usePeriodParam,
  useSignFlow,
  useSignNavigate,
  type SignProblemAction,
} from './signShared.js'
import { signMessages } from './signMessages.js'
import { accountGate, ContactPhone, useReferrer } from './signAccount.js'
import { useGoToTrade } from '../../market/useGoToTrade.js'
import { marketMessages } from '../../market/marketMessages.js'
import { useAppNavigate } from '../../navigation/index.js'
import { useSignFlowExit } from '../../navigation/useSignFlowHistory.js'
import { RiskEvaluationHelp } from '../../suitability/RiskEvaluationHelp.js'
import { suitabilityMessages } from '../../suitability/suitabilityMessages.js'
import { useRiskEvaluation } from '../../suitability/useRiskEvaluation.js'

/** Why the investor cannot go on yet, shown in the page with what to do. */
type Stop =
  | { kind: 'error'; text: string }
  | { kind: 'riskUnavailable'; text: string }
  | { kind: 'limit'; text: string }
  | { kind: 'assessment'; text: string }
  | { kind: 'mismatch'; text: string }
  | { kind: 'arrears' | 'assets'; text: string }


/**
 * /sign/purchase: the product signing page (spec §2): period (prices filtered by core), coupon, payment
 * method, contact phone and optional referrer code, then the subscription limit, suitability, account
 * (arrears, assets) and referrer checks before /sign/risk (decision wave2-compliance-1). No period is preselected:
 * the one picked on the product page (`&periodId=`) or earlier in this flow, else none until tapped.
 * @example <Route path="/sign/purchase" Component={SignPurchase} />  // /sign/purchase?productId=TIP1&periodId=14
 */
export function SignPurchase() {
  return <ProductSignPage form={PurchaseOrCommission} />
}

/** The commission product has no priced order (the server refuses one): its own page signs it. */
function PurchaseOrCommission({ product }: { product: ProductInfo }) {
  const { search } = useLocation()
  if (product.productType === 'commission') return <Navigate to={`/sign/purchaseCommission${search}`} replace />
  return <PurchaseForm product={product} />
}

function PurchaseForm({ product }: { product: ProductInfo }) {
  const services = useServices()
  const { api, bridge, now } = services
  const go = useSignNavigate()
  const storage = useFlowStorage()
  const [flow, setFlow] = useSignFlow(product.productId)
  const alipay = useAlipayOffered()
  // A browser on a production server cannot pay: said before the investor signs (decision wave3-journey-8).
  const payPlace = usePayPlace()
  const prices = useMemo(() => filterPriceItems(product.priceList, now()), [product.priceList, now])
  const onSale = (id: number | null | undefined) => (id == null ? null : prices.some((p) => p.periodId === id && p.price !== null) ? id : null)
  const anyOnSale = prices.some((p) => p.price !== null)
  const carried = usePeriodParam()
  // What the investor picked (here before, or on the product page); never a period they did not tap.
  const [periodId, setPeriodId] = useState<number | null>(() => onSale(carried) ?? onSale(flow?.periodId))
  const [chosenCoupon, setCouponId] = useState<string | null>(flow?.couponId ?? null)
  const [payType, setPayType] = useState<1 | 2>(flow?.payType === 2 && alipay ? 2 : 1)
  const [busy, setBusy] = useState(false)
  const [stop, setStop] = useState<Stop | null>(null)
  const referrer = useReferrer(flow?.referrer?.managerNo ?? '')
  const coupons = useApiQuery('coupons.list', { status: 'usable', offset: 0, size: 50 })
  const inApp = bridge.environment === 'app'
  const trade = useGoToTrade()
  const evaluation = useRiskEvaluation()
  const goTo = useAppNavigate()
  const signFlow = useSignFlowExit()
  const pending = flow?.order ?? null
  // The flow's order may have been cancelled elsewhere (my orders, another tab, the server's timeout): then
  // this tab starts a new sequence instead of offering 继续支付 on an order that can no longer be paid.
  const pendingId = pending?.orderId ?? null
  const pendingPay = useApiQuery('orders.queryOrderPayStatus', { orderId: pendingId ?? '' }, { enabled: pendingId !== null, staleTime: 0 })
  const cancelOrder = useApiMutation('orders.cancelOrder')
  const cancelledElsewhere = pendingPay.data?.data.payStatus === 'cancelled'
  useEffect(() => {
    if (cancelledElsewhere && flow?.order) setFlow({ ...flow, clientKey: null, contractId: null, order: null })
  }, [cancelledElsewhere, flow, setFlow])
  const price = prices.find((p) => p.periodId === periodId)?.price ?? null
  // Each coupon judged against this product and the chosen period's price (core's rule); those that fit first.
  const judged = useMemo(() => {
    const target = { productId: product.productId, adviserId: product.adviserId }
    const all = (coupons.data?.list ?? []).map((c): [Coupon, CouponFit] => [c, couponFit(c, target, price, new Date(now()))])
    return [...all.filter(([, f]) => f.ok), ...all.filter(([, f]) => !f.ok)]
  }, [coupons.data, product.productId, product.adviserId, price, now])
  const fitting = judged.find(([c, f]) => c.id === chosenCoupon && f.ok)
  // A coupon that no longer fits (another period was tapped) is dropped, not sent.
  const couponId = fitting ? chosenCoupon : null
  const payAmount = fitting?.[1].ok ? fitting[1].payAmount : price !== null ? price.toFixed(2) : null
  const couponOptions: CouponPickerOption[] = judged.map(([c, f]) => ({
    id: c.id,
    name: c.name,
    terms: couponTermsText(c),
    validUntil: c.validTo,
    disabledReason: f.ok ? null : f.message,
  }))

  const check = async () => {
    if (periodId === null || price === null) {
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
      // After suitability: its remedy (an assessment) is in the app, the account's is not.
      const account = await accountGate(services.slow, product.productId)
      if (!account.ok) return setStop(account)
      const ref = await referrer.verify()
      if (!ref.ok) {
        // An unknown code is shown under its field; only a failed request needs the page's retry.
        if (ref.text === signMessages.referrerUnknown) return showToast(ref.text)
        return setStop({ kind: 'error', text: ref.text })
      }
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
          ...(gate.risk.riskEndDate ? { riskEndDate: gate.risk.riskEndDate } : {}),
        },
        // The amount shown here is the one the agreement states (issue #37).
        quotedPayAmount: payAmount,
        referrer: ref.referrer,
        clientKey: null,
        contractId: null,
        order: null,
      })
      go(`/sign/risk?productId=${encodeURIComponent(product.productId)}`)
    } finally {
      setBusy(false)
    }
  }

  // In the app, the app's own evaluation, then the checks again with the new level (decision wave3-journey-7).
  const evaluate = async () => {
    if (await evaluation.start()) await check()
  }

  const cancelPending = async () => {
    if (!pending) return
    const res = await cancelOrder.run({ orderId: pending.orderId })
    if (res === null) return
    if (isApiFailure(res)) return setStop({ kind: 'error', text: res.message })
    clearSignFlow(storage, product.productId)
    // The cancelled order's steps are over: back from here skips them; this page starts a new sequence.
    signFlow.finish(null, { stay: true })
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
        <NextButton onClick={() => void cancelPending()} loading={cancelOrder.pending}>
          {signMessages.cancelOrder}
        </NextButton>
      </section>
    )
  }

  // Each stop offers its own way forward, never a dead end (decision wave3-journey-7).
  const stopActions: SignProblemAction[] =
    stop?.kind === 'assessment' && inApp
      ? [
          { label: suitabilityMessages.evaluate, onClick: () => void evaluate() },
          // The prompt names the app's trading section (spec §5); 去交易 opens it (decision wave2-reach19-1).
          ...(trade.available ? [{ label: marketMessages.goToTrade, onClick: () => trade.go() }] : []),
        ]
      : stop?.kind === 'assessment'
        ? // The prompt names 个人中心 (spec §5), where the same help is.
          [{ label: suitabilityMessages.toPersonalCentre, onClick: () => goTo('/usercenter/index') }]
        : stop?.kind === 'riskUnavailable'
          ? [{ label: suitabilityMessages.fetchAgain, onClick: () => void check() }]
          : stop?.kind === 'error'
            ? [{ label: suitabilityMessages.retry, onClick: () => void check() }]
            : stop?.kind === 'limit'
              ? // An unpaid order of this product (from another tab or visit) is paid or cancelled in my orders.
                [{ label: signMessages.viewUnpaidOrders, onClick: () => go('/usercenter/order?status=80') }]
              : []

  return (
    <>
      <section style={{ padding: '12px' }}>
        <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{product.productName}</h2>
        <p style={{ margin: 0, color: '#666' }}>{signMessages.productRisk(product.riskLevel)}</p>
      </section>
      {!anyOnSale ? (
        <SignProblem text={signMessages.nothingOnSale} />
      ) : (
        <List header={signMessages.choosePeriod}>
          <List.Item>
            <PriceList items={prices} value={periodId} onChange={setPeriodId} />
          </List.Item>
        </List>
      )}
      <List header={signMessages.chooseCoupon}>
        {coupons.status === 'error' ? (
          <List.Item onClick={coupons.retry}>{coupons.error}</List.Item>
        ) : (
          <List.Item>
            <CouponPicker options={couponOptions} value={couponId} onChange={setCouponId} />
          </List.Item>
        )}
      </List>
      <section aria-label={signMessages.toPay} className="tg-card" style={{ margin: 12, width: 'auto' }}>
        <p className="tg-row" style={{ margin: 0 }}>
          <span>{signMessages.orderAmount}</span>
          <span>{price !== null ? signMessages.money(price.toFixed(2)) : signMessages.noAmountYet}</span>
        </p>
        {fitting?.[1].ok && (
          <p className="tg-row" style={{ margin: '4px 0 0' }}>
            <span>{signMessages.couponSaving}</span>
            <span>{signMessages.minus(fitting[1].saving)}</span>
          </p>
        )}
        <p className="tg-row" style={{ margin: '4px 0 0', fontWeight: 600 }}>
          <span>{signMessages.toPay}</span>
          <span className="tg-price" data-testid="pay-amount">
            {payAmount !== null ? signMessages.money(payAmount) : signMessages.noAmountYet}
          </span>
        </p>
      </section>
      <List header={signMessages.payMethod}>
        <List.Item>
          <Radio.Group value={payType} onChange={(v) => setPayType(v === 2 ? 2 : 1)}>
            <Space direction="vertical">
              <Radio value={1}>{signMessages.wechatPay}</Radio>
              {alipay && <Radio value={2}>{signMessages.alipay}</Radio>}
            </Space>
          </Radio.Group>
        </List.Item>
        {payPlace === 'none' && (
          <List.Item>
            <p role="note" style={{ margin: 0, color: 'var(--tg-color-primary-text)' }}>
              {signMessages.payUnavailableAhead}
            </p>
          </List.Item>
        )}
      </List>
      <ContactPhone />
      {referrer.field}
      {stop && <SignProblem text={stop.text} actions={stopActions} />}
      {stop?.kind === 'assessment' && !inApp && (
        <div style={{ padding: '0 12px' }}>
          <RiskEvaluationHelp onDone={() => void check()} busy={busy} />
        </div>
      )}
      {anyOnSale && periodId === null && (
        <p role="status" style={{ margin: '0 12px', color: 'var(--tg-color-muted)' }}>
          {signMessages.choosePeriodHint}
        </p>
      )}
      <NextButton onClick={() => void check()} loading={busy} disabled={periodId === null}>
        {signMessages.next}
      </NextButton>
    </>
  )
}

import { Button } from 'antd-mobile'
// One icon per row, from antd-mobile's own set (per-icon modules: only these nine are bundled, on this route).
import CloseCircleOutline from 'antd-mobile-icons/es/CloseCircleOutline'
import CouponOutline from 'antd-mobile-icons/es/CouponOutline'
import GiftOutline from 'antd-mobile-icons/es/GiftOutline'
import MessageOutline from 'antd-mobile-icons/es/MessageOutline'
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline'
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline'
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline'
import StarOutline from 'antd-mobile-icons/es/StarOutline'
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline'
import { checkSuitability, isLoggedIn, messages as coreMessages, riskAssessmentMessage, type UserInfo } from '@tougu/core'
import { useCallback, useEffect, useState } from 'react'
import type { RiskLevelInfo } from '@tougu/bridge'
import { FirmNote, MenuGroup, MenuRow, showToast, useObservable } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, useCancellation } from '../../root/index.js'
import { useApiQuery, useServices } from '../../services/index.js'
import { formatDay } from './formatDate.js'
import { LoginPanel } from './LoginPanel.js'
import { productMessages as m } from './productMessages.js'
import { useGoToTrade } from '../../market/useGoToTrade.js'
import { marketMessages } from '../../market/marketMessages.js'
import { RiskEvaluationHelp } from '../../suitability/RiskEvaluationHelp.js'
import { suitabilityMessages as sm } from '../../suitability/suitabilityMessages.js'
import { useRiskEvaluation } from '../../suitability/useRiskEvaluation.js'

/**
 * The risk level line: level name, validity, and the spec §5 prompt when missing or expired, with its way forward
 * (decision wave3-journey-7): in the app 去测评 (the app's evaluation) and 去交易; elsewhere how the evaluation is done,
 * and 我已完成测评 (the level asked for again).
 */
function RiskSummary({ user, now, inApp, onEvaluated }: { user: UserInfo; now: number; inApp: boolean; onEvaluated: (risk: RiskLevelInfo) => void }) {
  const services = useServices()
  const check = checkSuitability(user, 'R1', now)
  const warning = !check.ok && check.reason !== 'mismatch' ? riskAssessmentMessage(check.reason, inApp) : null
  const until = formatDay(user.riskEndDate)
  const trade = useGoToTrade()
  const evaluation = useRiskEvaluation()
  const [refreshing, setRefreshing] = useState(false)
  const evaluate = () =>
    void evaluation.start().then((risk) => {
      if (risk) onEvaluated(risk)
    })
  const refresh = () => {
    setRefreshing(true)
    void services.refreshUser().then((fresh) => {
      setRefreshing(false)
      const ok = fresh !== null && checkSuitability(fresh, 'R1', services.now()).ok
      showToast(ok ? sm.updated : sm.stillMissing)
    })
  }
  return (
    <div className="tg-risk-summary">
      <p className="tg-row" style={{ margin: 0 }}>
        <span className="tg-card-meta">{m.riskLevel}</span>
        <span className="tg-card-title">{user.levelName ?? (user.riskLevel ? `C${user.riskLevel.replace(/^C/i, '')}` : m.riskUnknown)}</span>
      </p>
      {until && (
        <p className="tg-row" style={{ margin: 0 }}>
          <span className="tg-card-meta">{m.riskValidUntil}</span>
          <span className="tg-card-meta">{until}</span>
        </p>
      )}
      {warning && (
        <p role="alert" className="tg-card-text" style={{ color: 'var(--tg-color-primary-text, #cf2a28)' }}>
          {warning}
        </p>
      )}
      {warning && evaluation.available && (
        <span className="tg-row" style={{ gap: 8, justifyContent: 'flex-start' }}>
          <Button size="small" color="primary" onClick={evaluate}>
            {sm.evaluate}
          </Button>
          {/* The prompt sends the investor to the trading section (spec §5): 去交易 goes there. */}
          {trade.available && (
            <Button size="small" color="primary" fill="outline" onClick={() => trade.go()}>
              {marketMessages.goToTrade}
            </Button>
          )}
        </span>
      )}
      {warning && !evaluation.available && <RiskEvaluationHelp onDone={refresh} busy={refreshing} />}
    </div>
  )
}

/**
 * In the native app the risk level comes from the app (spec §7 get risk level); a failure shows 获取适当性失败
 * (spec §8) and the session's own fields stay. Elsewhere the session already carries it. The setter takes the level
 * the app's evaluation answered.
 */
function useNativeRiskLevel(loggedIn: boolean): [NativeRisk | null, (risk: RiskLevelInfo) => void] {
  const { bridge } = useServices()
  const [risk, setRisk] = useState<NativeRisk | null>(null)
  useEffect(() => {
    if (bridge.environment !== 'app' || !loggedIn) return
    let live = true
    bridge.getRiskLevel().then(
      (r) => live && setRisk(fromNative(r)),
      () => live && showToast(coreMessages.riskLevelFailed),
    )
    return () => {
      live = false
    }
  }, [bridge, loggedIn])
  const evaluated = useCallback((r: RiskLevelInfo) => setRisk(fromNative(r)), [])
  return [risk, evaluated]
}

type NativeRisk = Pick<UserInfo, 'riskLevel' | 'levelName' | 'riskEndDate' | 'customerClass'>
const fromNative = (r: RiskLevelInfo): NativeRisk => ({ riskLevel: r.riskLevel, levelName: r.level_name, riskEndDate: r.risk_end_date, customerClass: r.customer_class })

/**
 * 已购产品 with the renewal reminder (getUserRenewCount): services due for renewal are counted on the entry, in the
 * firm's red, so the investor sees them without opening the list (docs/decisions.md wave2-wxorders-4); then the entry
 * opens those services, each with 续费 (wave3-journey-4).
 */
function HeldProductsEntry() {
  const go = useAppNavigate()
  const renew = useApiQuery('orders.getUserRenewCount', {})
  const count = renew.data?.data.count ?? 0
  return (
    <MenuRow
      icon={<ShopbagOutline />}
      title={m.heldProducts}
      onClick={() => go(count > 0 ? '/usercenter/products?due=1' : '/usercenter/products')}
      extra={count > 0 ? <span style={{ color: 'var(--tg-color-primary-text)' }}>{m.renewDue(count)}</span> : undefined}
    />
  )
}

/**
 * 我的 (/usercenter/index): who is signed in (name, fund account, risk level and its validity), links to orders,
 * coupons, questions, the coupon exchange and the products; the login entry for a visitor.
 */
export function Mine() {
  const services = useServices()
  const user = useObservable(services.session.user$)
  const [nativeRisk, setNativeRisk] = useNativeRiskLevel(isLoggedIn(user))
  const go = useAppNavigate()
  const cancellation = useCancellation()
  const loggedIn = isLoggedIn(user)

  return (
    <Page back={false}>
      <section className="tg-card tg-user-card" aria-label={m.loginTitle}>
        <p className="tg-card-title" style={{ fontSize: 18 }}>
          {loggedIn ? (user?.userName ?? user?.phone ?? m.visitor) : m.visitor}
        </p>
        {loggedIn && user?.cid && <p className="tg-card-meta">{m.fundAccount(user.cid)}</p>}
        {loggedIn && user && <RiskSummary user={nativeRisk ? { ...user, ...nativeRisk } : user} now={services.now()} inApp={services.bridge.environment === 'app'} onEvaluated={setNativeRisk} />}
      </section>
      {!loggedIn && <LoginPanel />}
      <MenuGroup>
        <MenuRow icon={<UnorderedListOutline />} title={m.myOrders} onClick={() => go('/usercenter/order')} />
        {loggedIn && <HeldProductsEntry />}
        <MenuRow icon={<CouponOutline />} title={m.myCoupons} onClick={() => go('/coupon/index')} />
        <MenuRow icon={<GiftOutline />} title={m.exchangeCoupon} onClick={() => go('/coupon/exchange')} />
        <MenuRow icon={<QuestionCircleOutline />} title={m.myQuestions} onClick={() => go('/quiz/myList')} />
      </MenuGroup>
      <MenuGroup>
        <MenuRow icon={<StarOutline />} title={m.tipsEntry} onClick={() => go('/tips/list')} />
        <MenuRow icon={<PayCircleOutline />} title={m.commissionEntry} onClick={() => go('/commission/list')} />
        <MenuRow icon={<MessageOutline />} title={m.quizEntry} onClick={() => go('/quiz/index')} />
        {loggedIn && <MenuRow icon={<CloseCircleOutline />} title={m.cancelProducts} onClick={() => cancellation.openCancellation()} />}
      </MenuGroup>
      {loggedIn && services.bridge.environment !== 'app' && (
        <div style={{ padding: 16 }}>
          <Button block onClick={() => void services.logout()}>
            {m.logout}
          </Button>
        </div>
      )}
      {/* Who provides the service (issue #33): the firm, its licence and qualification, the complaint hotline. */}
      <FirmNote />
    </Page>
  )
}

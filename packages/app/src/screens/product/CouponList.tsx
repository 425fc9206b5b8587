import { Tabs } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { CouponCard } from '@tougu/react-ui'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { couponText, couponUsePath } from './couponText.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'

type CouponTab = 'usable' | 'used' | 'expired'
const TABS: readonly CouponTab[] = ['usable', 'used', 'expired']

function Coupons({ status }: { status: CouponTab }) {
  const go = useAppNavigate()
  const list = usePagedList('coupons.list', { status })
  return (
    <PagedListView
      list={list}
      label={m.myCoupons}
      emptyText={m.couponEmpty[status]}
      getKey={(c) => c.id}
      renderItem={(c) => {
        const { valueText, condition } = couponText(c)
        return <CouponCard name={c.name} valueText={valueText} condition={condition} validUntil={c.validTo} status={c.status} onUse={() => go(couponUsePath(c))} />
      }}
    />
  )
}

/** 优惠券 (/coupon/index): the user's coupons by state (可使用/已使用/已过期, `?status=`), and the exchange entry. */
export function CouponList() {
  const go = useAppNavigate()
  const [params, setParams] = useSearchParams()
  const status = TABS.find((t) => t === params.get('status')) ?? 'usable'
  return (
    <Page
      right={
        <button type="button" onClick={() => go('/coupon/exchange')}>
          {m.exchangeCoupon}
        </button>
      }
    >
      <LoginGate>
        <Tabs activeKey={status} onChange={(k) => setParams({ status: k }, { replace: true })}>
          {TABS.map((t) => (
            <Tabs.Tab key={t} title={m.couponTabs[t]} />
          ))}
        </Tabs>
        <Coupons status={status} />
      </LoginGate>
    </Page>
  )
}

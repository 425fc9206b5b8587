import { useSearchParams } from '../../navigation/router.js'
import { AdviserRow } from './AdviserRow.js'
import { Page, PagedListView } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'

function Advisers({ couponId }: { couponId: string }) {
  const list = usePagedList('coupons.specifiedAdvisers', { couponId })
  return (
    <PagedListView
      list={list}
      label={m.couponAdvisers}
      emptyText={m.couponAdvisersEmpty}
      getKey={(a) => a.id}
      renderItem={(a) => (
        <AdviserRow adviser={a} />
      )}
    />
  )
}

/** 指定投顾 (/coupon/tg?couponId=): the advisers a coupon is limited to; an adviser opens their page. */
export function CouponAdvisers() {
  const couponId = useSearchParams()[0].get('couponId') ?? ''
  return (
    <Page>
      <LoginGate>
        <Advisers couponId={couponId} />
      </LoginGate>
    </Page>
  )
}

import { Button, Result } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { useAppNavigate } from '../../navigation/index.js'
import { Page } from '../../root/index.js'
import { productMessages as m } from './productMessages.js'

/** 兑换成功 (/coupon/exchangeSuccess?name=): the experience coupon obtained, and where to see it. */
export function CouponExchangeSuccess() {
  const go = useAppNavigate()
  const name = useSearchParams()[0].get('name') ?? ''
  return (
    <Page>
      <Result status="success" title={m.exchangeSuccess} description={name ? m.exchangeSuccessText(name) : undefined} />
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        <Button block color="primary" onClick={() => go('/coupon/index', { stay: true, replace: true })}>
          {m.viewCoupons}
        </Button>
      </div>
    </Page>
  )
}

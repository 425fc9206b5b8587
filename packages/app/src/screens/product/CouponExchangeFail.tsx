import { Button, Result } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { useAppNavigate } from '../../navigation/index.js'
import { Page } from '../../root/index.js'
import { productMessages as m } from './productMessages.js'

/** 兑换失败 (/coupon/exchangeFail?message=): why the code was refused (the server's message), and a way to try again. */
export function CouponExchangeFail() {
  const go = useAppNavigate()
  const message = useSearchParams()[0].get('message') || m.exchangeFailDefault
  return (
    <Page>
      <Result status="error" title={m.exchangeFail} description={message} />
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        <Button block color="primary" onClick={() => go('/coupon/exchange', { stay: true, replace: true })}>
          {m.exchangeAgain}
        </Button>
        <Button block onClick={() => go('/coupon/index', { stay: true, replace: true })}>
          {m.viewCoupons}
        </Button>
      </div>
    </Page>
  )
}

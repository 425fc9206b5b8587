import { Button } from 'antd-mobile'
import { useSubscribe } from '../navigation/index.js'
import { appMessages } from '../messages.js'

/**
 * Paid content the server did not hand out: why it is locked and the way to subscribe to the product that
 * sells it (the purchase notice of the signing flow, which brings the investor back to this page).
 * @example {detail.locked && <LockedNotice text={appMessages.lockedOpinion} productId={detail.productId} />}
 */
export function LockedNotice({ text, productId }: { text: string; productId: string | null }) {
  const subscribe = useSubscribe()
  return (
    <section className="tg-card tg-locked" aria-label={appMessages.lockedLabel}>
      <p className="tg-card-text">{text}</p>
      {productId && (
        <Button color="primary" block onClick={() => subscribe(productId)}>
          {appMessages.subscribe}
        </Button>
      )}
    </section>
  )
}

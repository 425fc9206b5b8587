import { Button } from 'antd-mobile'
import { useAppNavigate } from '../navigation/index.js'
import { appMessages } from '../messages.js'

/**
 * Paid content the investor has no privilege for: why it is locked and the way to subscribe
 * (the purchase notice of the signing flow, /sign/notice?productId=…).
 * @example {detail.locked && <LockedNotice text={appMessages.lockedOpinion} productId={detail.packageId} />}
 */
export function LockedNotice({ text, productId }: { text: string; productId: string | null }) {
  const go = useAppNavigate()
  return (
    <section className="tg-card tg-locked" aria-label={appMessages.lockedLabel}>
      <p className="tg-card-text">{text}</p>
      {productId && (
        <Button
          color="primary"
          block
          onClick={() => go(`/sign/notice?productId=${encodeURIComponent(productId)}`)}
        >
          {appMessages.subscribe}
        </Button>
      )}
    </section>
  )
}

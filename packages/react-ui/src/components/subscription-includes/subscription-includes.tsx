import { productPageMessages as messages } from '../../productPageMessages.js'

export interface SubscriptionIncludesProps {
  /** What the subscription includes, one short line each. */
  items: readonly string[]
  /** Investors holding the product now. */
  subscriberCount: number
}

/**
 * What a subscription includes, as a checklist, and how many investors hold it now.
 * @example <SubscriptionIncludes items={['每日盘前推送', '盘中异动提醒']} subscriberCount={1280} />
 */
export function SubscriptionIncludes({ items, subscriberCount }: SubscriptionIncludesProps) {
  return (
    <section className="tg-card" aria-label={messages.subscriptionIncludes}>
      <p className="tg-row">
        <span className="tg-card-title">{messages.subscriptionIncludes}</span>
        <span className="tg-card-meta">{messages.subscriberCount(subscriberCount)}</span>
      </p>
      {items.length > 0 && (
        <ul className="tg-includes">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

import { messages as coreMessages, formatMoney, validateRefundSelection, type RefundProduct } from '@tougu/core'
import Dialog from 'antd-mobile/es/components/dialog'
import type { DialogProps } from 'antd-mobile/es/components/dialog'
import { useState } from 'react'
import { showToast } from '../../feedback/feedback.js'
import { messages } from '../../messages.js'
import { Checklist } from '../checklist/checklist.js'
import { useDialogFocus } from '../../a11y/useDialogFocus.js'

type Action = Exclude<NonNullable<DialogProps['actions']>[number], readonly unknown[]>

/** An in-transit advisory product that can be cancelled: core's `RefundProduct` (`toRefundProducts(orders)`). */
export type CancellableProduct = Pick<RefundProduct, 'orderId' | 'productName'> &
  Partial<Pick<RefundProduct, 'productId'>>

/** The refund a product would get if cancelled now: the server's quote (core's refund rule) and why. */
export interface RefundLine {
  amount: string
  /** Core's `refundQuoteText(quote)`: within the cooling-off, the unused days, … */
  explain: string
}

/** What one cancellation refunded, shown after 确认解约. */
export interface RefundDoneLine {
  orderId: string
  productName: string
  amount: string
}

export interface CancellationDialogProps {
  visible: boolean
  /** The investor's in-transit products; empty shows `您没有可解约的订单！` and no confirm button. */
  products: readonly CancellableProduct[]
  /** Called with the ticked order ids (at least one). The dialog does not close itself: hide it here. */
  onConfirm: (orderIds: string[]) => void
  onCancel: () => void
  /** Where validation messages go; defaults to the house toast (2 s, middle). */
  notify?: (message: string) => void
  /**
   * The products' list state: 'loading' shows 加载中..., 'failed' says so (with `onRetry` a 重试 button).
   * Default 'ready'.
   */
  productsState?: 'loading' | 'ready' | 'failed'
  onRetry?: () => void
  /**
   * A way on when nothing can be cancelled (no products, or their list failed): a `不解约，提交回访` button, and
   * the dialog says what it does. The follow-up's refund step passes it; on-demand cancellation does not.
   */
  onContinueWithout?: () => void
  /**
   * The refund of each product by order id, as the server quoted it (issue #37): shown beside each product with
   * the total of the ticked ones, so the investor knows the amount before 确认解约. When given, 确认解约 goes on only
   * with a quote for every ticked product.
   */
  quotes?: Readonly<Record<string, RefundLine>>
  /** The quotes' state: 'loading' says they are being computed, 'failed' says so (with `onRetry` a 重试 button). */
  quotesState?: 'loading' | 'ready' | 'failed'
  /** After 确认解约: what each cancelled product refunded. The dialog shows it with 知道了 (which calls onCancel). */
  done?: readonly RefundDoneLine[] | null
}

const cents = (yuan: string) => Math.round(Number(yuan) * 100)

/**
 * `投顾产品解约确认`: a checklist of in-transit products with a select-all toggle, each with the refund it gets
 * (`quotes`) and the total of the ticked ones, the warning that cancelling ends the service at once and cannot be
 * undone, and `确认解约` only when a product exists; afterwards (`done`) what was refunded. Confirming with nothing
 * ticked shows `请选择需要解约的产品`. Also used as the refund-product step of the follow-up.
 * @example <CancellationDialog visible products={orders} onConfirm={(ids) => refund(ids)} onCancel={hide} />
 */
export function CancellationDialog({
  visible,
  products,
  onConfirm,
  onCancel,
  notify = showToast,
  productsState = 'ready',
  onRetry,
  onContinueWithout,
  quotes,
  quotesState = 'ready',
  done = null,
}: CancellationDialogProps) {
  useDialogFocus(visible, 'tg-cancellation-body')
  const [selected, setSelected] = useState<string[]>([])
  const [wasVisible, setWasVisible] = useState(visible)
  // Each opening starts with nothing ticked (React's "adjust state on prop change" pattern, no effect).
  if (wasVisible !== visible) {
    setWasVisible(visible)
    if (visible) setSelected([])
  }
  const hasProducts = productsState === 'ready' && products.length > 0
  const cancel: Action = { key: 'cancel', text: messages.cancel, onClick: onCancel }
  const without: Action | null =
    onContinueWithout && (productsState === 'failed' || (productsState === 'ready' && products.length === 0))
      ? { key: 'without', text: messages.refundSubmitWithout, bold: true, onClick: onContinueWithout }
      : null
  const retry: Action | null =
    productsState === 'failed' && onRetry ? { key: 'retry', text: messages.refundRetry, onClick: onRetry } : null
  const quoted = quotes !== undefined
  const confirm: Action = {
    key: 'confirm',
    text: messages.cancellationConfirm,
    bold: true,
    onClick: () => {
      // The rule (none ticked → 请选择需要解约的产品) is core's; this only shows its verdict.
      const problem = validateRefundSelection(
        products.map((p) => ({ productId: '', ...p })),
        selected,
      )
      if (problem) return notify(problem)
      // No cancellation without the amount it refunds on screen.
      if (quoted && quotesState === 'loading') return notify(messages.refundQuoteLoading)
      if (quoted && selected.some((id) => !quotes[id])) return notify(messages.refundQuoteFailed)
      onConfirm(selected)
    },
  }
  const quoteRetry: Action | null =
    quoted && quotesState === 'failed' && onRetry ? { key: 'retry-quote', text: messages.refundRetry, onClick: onRetry } : null
  const ok: Action = { key: 'ok', text: messages.refundDoneOk, bold: true, onClick: onCancel }
  const actions: NonNullable<DialogProps['actions']> = done
    ? [ok]
    : hasProducts
      ? [[cancel, ...(quoteRetry ? [quoteRetry] : []), confirm]]
      : [...(without ? [without] : []), ...(retry ? [[cancel, retry]] : [cancel])]
  const total = quoted ? selected.reduce((sum, id) => sum + (quotes[id] ? cents(quotes[id].amount) : 0), 0) : 0
  const emptyText =
    productsState === 'loading' ? messages.loading : productsState === 'failed' ? messages.refundLoadFailed : coreMessages.refundNoOrders
  return (
    <Dialog
      bodyClassName="tg-cancellation-body"
      visible={visible}
      title={done ? messages.refundDoneTitle : messages.cancellationTitle}
      aria-label={done ? messages.refundDoneTitle : messages.cancellationTitle}
      closeOnAction={false}
      closeOnMaskClick={false}
      onClose={onCancel}
      actions={actions}
      content={
        done ? (
          <div className="tg-cancellation" role="status">
            <p className="tg-card-text">{messages.refundDoneIntro}</p>
            <ul className="tg-refund-done">
              {done.map((d) => (
                <li key={d.orderId} className="tg-card-text">
                  {messages.refundDoneLine(d.productName, formatMoney(d.amount))}
                </li>
              ))}
            </ul>
          </div>
        ) : hasProducts ? (
          <div className="tg-cancellation">
            <p className="tg-card-text">{messages.cancellationIntro}</p>
            <Checklist
              label={messages.cancellationTitle}
              options={products.map((p) => ({
                value: p.orderId,
                label: quotes?.[p.orderId] ? (
                  <span className="tg-refund-option">
                    {p.productName}
                    <span className="tg-refund-quote">
                      <span className="tg-price">{messages.refundOf(formatMoney(quotes[p.orderId]!.amount))}</span>
                      <span className="tg-card-meta">{quotes[p.orderId]!.explain}</span>
                    </span>
                  </span>
                ) : (
                  p.productName
                ),
              }))}
              value={selected}
              onChange={setSelected}
              selectAllLabel={messages.selectAll}
            />
            {quoted && (
              <p className="tg-card-text tg-refund-total" role="status" aria-live="polite">
                {quotesState === 'loading' ? messages.refundQuoteLoading : quotesState === 'failed' ? messages.refundQuoteFailed : messages.refundTotal(formatMoney(total / 100))}
              </p>
            )}
            <p className="tg-dialog-warning" role="note">
              {messages.cancellationWarning}
            </p>
          </div>
        ) : (
          <div className="tg-cancellation">
            <p className="tg-card-text" role={productsState === 'loading' ? 'status' : undefined}>
              {emptyText}
            </p>
            {without && <p className="tg-card-text">{messages.refundSubmitWithoutNote}</p>}
          </div>
        )
      }
    />
  )
}

/** The refund-product step of the follow-up questionnaire: the same dialog as `CancellationDialog`. */
export const RefundProductDialog = CancellationDialog
export type RefundProductDialogProps = CancellationDialogProps

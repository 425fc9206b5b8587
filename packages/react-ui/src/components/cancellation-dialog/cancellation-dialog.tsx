import { messages as coreMessages, validateRefundSelection, type RefundProduct } from '@tougu/core'
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
}

/**
 * `投顾产品解约确认`: a checklist of in-transit products with a select-all toggle, the warning that cancelling
 * ends the service at once and cannot be undone, and `确认解约` only when a product exists. Confirming with
 * nothing ticked shows `请选择需要解约的产品`. Also used as the refund-product step of the follow-up.
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
      if (problem) notify(problem)
      else onConfirm(selected)
    },
  }
  const actions: NonNullable<DialogProps['actions']> = hasProducts
    ? [[cancel, confirm]]
    : [...(without ? [without] : []), ...(retry ? [[cancel, retry]] : [cancel])]
  const emptyText =
    productsState === 'loading' ? messages.loading : productsState === 'failed' ? messages.refundLoadFailed : coreMessages.refundNoOrders
  return (
    <Dialog
      bodyClassName="tg-cancellation-body"
      visible={visible}
      title={messages.cancellationTitle}
      aria-label={messages.cancellationTitle}
      closeOnAction={false}
      closeOnMaskClick={false}
      onClose={onCancel}
      actions={actions}
      content={
        hasProducts ? (
          <div className="tg-cancellation">
            <p className="tg-card-text">{messages.cancellationIntro}</p>
            <Checklist
              label={messages.cancellationTitle}
              options={products.map((p) => ({ value: p.orderId, label: p.productName }))}
              value={selected}
              onChange={setSelected}
              selectAllLabel={messages.selectAll}
            />
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

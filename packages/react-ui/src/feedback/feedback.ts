import Dialog from 'antd-mobile/es/components/dialog'
import Toast from 'antd-mobile/es/components/toast'
import type { ReactNode } from 'react'
import { holdDialogFocus } from '../a11y/useDialogFocus.js'
import { messages } from '../messages.js'
import { installReactUi, TOAST_DURATION_MS } from '../setup/installReactUi.js'

// These helpers are react-ui's imperative Dialog/Toast calls, so they install the React 19 render adapter they need
// themselves, and the firm's toast defaults (spec §9) for any Toast.show: an app entry that shows no toast up front
// then loads neither antd-mobile's animation stack nor its legacy render (docs/decisions.md app-8c).
installReactUi()
Toast.config({ duration: TOAST_DURATION_MS, position: 'center' })

let dialogSerial = 0

/**
 * Shows an imperative dialog with keyboard focus held inside it (`holdDialogFocus`) until `open`'s promise
 * settles, when it closes: then focus goes back to what had it. `open` gets the body class to give the dialog.
 */
async function withDialogFocus<T>(open: (bodyClassName: string) => Promise<T>): Promise<T> {
  dialogSerial += 1
  const bodyClassName = `tg-imperative-dialog-${dialogSerial}`
  const release = holdDialogFocus(bodyClassName)
  try {
    return await open(bodyClassName)
  } finally {
    release()
  }
}

/** The dialog's accessible name: its title when that is text. */
const nameOf = (title: ReactNode) => (typeof title === 'string' ? title : undefined)

export interface AlertOptions {
  content: ReactNode
  title?: ReactNode
  confirmText?: ReactNode
}

/**
 * An alert with the house defaults: title `温馨提示`, button `确定`. Resolves when dismissed.
 * @example await showAlert({ content: '您没有可解约的订单！' })
 */
export function showAlert({
  content,
  title = messages.dialogTitle,
  confirmText = messages.ok,
}: AlertOptions): Promise<void> {
  return withDialogFocus((bodyClassName) =>
    Dialog.alert({ title, content, confirmText, bodyClassName, 'aria-label': nameOf(title) }),
  )
}

export interface ConfirmOptions extends AlertOptions {
  cancelText?: ReactNode
}

/**
 * A confirm with the house defaults: title `温馨提示`, buttons `确认` / `取消`. Resolves true on confirm.
 * @example if (await showConfirm({ content: '确定取消订单吗？' })) cancelOrder()
 */
export function showConfirm({
  content,
  title = messages.dialogTitle,
  confirmText = messages.confirm,
  cancelText = messages.cancel,
}: ConfirmOptions): Promise<boolean> {
  return withDialogFocus((bodyClassName) =>
    Dialog.confirm({ title, content, confirmText, cancelText, bodyClassName, 'aria-label': nameOf(title) }),
  )
}

export interface ChoiceOptions<K extends string | number> {
  title: ReactNode
  choices: readonly { key: K; label: string }[]
  cancelText?: ReactNode
}

/**
 * A dialog with one button per choice and a cancel button (house defaults: title as given, `取消`).
 * Resolves the chosen key, or null when cancelled.
 * @example const payType = await showChoice({ title: '选择支付方式', choices: [{ key: 1, label: '微信支付' }, { key: 2, label: '支付宝' }] })
 */
export function showChoice<K extends string | number>({ title, choices, cancelText = messages.cancel }: ChoiceOptions<K>): Promise<K | null> {
  return withDialogFocus(
    (bodyClassName) =>
      new Promise<K | null>((resolve) => {
        Dialog.show({
          title,
          bodyClassName,
          'aria-label': nameOf(title),
          closeOnAction: true,
          closeOnMaskClick: true,
          onClose: () => resolve(null),
          actions: [
            ...choices.map((c) => ({ key: String(c.key), text: c.label, onClick: () => resolve(c.key) })),
            { key: 'cancel', text: cancelText, onClick: () => resolve(null) },
          ],
        })
      }),
  )
}

/**
 * A text toast: 2 s, middle of the screen (spec §9).
 * @example showToast('请选择需要解约的产品')
 */
export function showToast(content: ReactNode): void {
  Toast.show({ content, duration: TOAST_DURATION_MS, position: 'center' })
}

/**
 * A loading toast that stays until the returned function is called. Text defaults to `加载中...`;
 * pass `messages.submitting` (`提交中...`) while submitting.
 * @example const hide = showLoading(messages.submitting); await submit(); hide()
 */
export function showLoading(text: string = messages.loading): () => void {
  const handler = Toast.show({
    icon: 'loading',
    content: text,
    duration: 0,
    maskClickable: false,
    position: 'center',
  })
  // antd-mobile's close is async though its type says void: hide() returns nothing, and a close that fails (the toast
  // already unmounted with its page) is reported, never an unhandled rejection.
  return () => {
    Promise.resolve(handler.close() as unknown).catch((error: unknown) => console.warn('[tougu] loading toast did not close:', error))
  }
}

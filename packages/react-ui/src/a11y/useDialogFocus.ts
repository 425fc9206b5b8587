import { useEffect } from 'react'
import type { FocusTrap } from 'focus-trap'

/** Frames to wait for antd-mobile to mount the dialog's portal after it is asked to show. */
const MOUNT_FRAMES = 60

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Keyboard focus for a dialog that is showing now (antd-mobile moves none): focus goes onto the dialog whose body
 * has the class `bodyClassName` once it is mounted, and Tab / Shift+Tab stay inside it (focus-trap, which also
 * stacks a dialog opened over another). The returned function ends that and gives focus back to the element that
 * had it when this was called. focus-trap is imported on the first dialog, so pages that never open one do not
 * load it. The imperative dialogs (`showAlert`, `showConfirm`, `showChoice`) and `useDialogFocus` use it.
 *
 * @example
 * const release = holdDialogFocus('tg-my-dialog-body')
 * await Dialog.confirm({ bodyClassName: 'tg-my-dialog-body', content: '确认解约？' })
 * release()
 */
export function holdDialogFocus(bodyClassName: string): () => void {
  const active = document.activeElement
  const opener = active instanceof HTMLElement && active !== document.body ? active : null
  let trap: FocusTrap | undefined
  let released = false
  void (async () => {
    const { createFocusTrap } = await import('focus-trap')
    let body: HTMLElement | null = null
    for (let i = 0; i < MOUNT_FRAMES && !released && !body; i += 1) {
      body = document.querySelector<HTMLElement>(`.${bodyClassName}`)
      if (!body) await nextFrame()
    }
    if (released || !body) return
    const dialog = body.closest<HTMLElement>('[role="dialog"]') ?? body
    // Focus starts on the dialog itself (screen readers announce its name), not on its first control: a focus ring
    // on the first answer of a paper the investor has not touched yet reads like a choice or an error.
    if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1')
    trap = createFocusTrap(dialog, {
      initialFocus: dialog,
      fallbackFocus: dialog,
      // The dialogs close through their own buttons (spec texts); Escape and outside taps do not dismiss them.
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
    })
    trap.activate()
  })()
  return () => {
    if (released) return
    released = true
    const dialog = trap
      ? document.querySelector<HTMLElement>(`.${bodyClassName}`)?.closest('[role="dialog"]')
      : null
    trap?.deactivate({ returnFocus: false })
    if (opener) void giveFocusBack(opener, dialog ?? null)
  }
}

/**
 * Focuses `opener` again. A button that shows its action as busy (antd-mobile's `loading`) is disabled while the
 * dialog's answer is handled and cannot take focus yet: try again on the next frames, as long as focus is nowhere
 * else (on the page's body or still in the closing dialog) and the opener is still on the page.
 */
async function giveFocusBack(opener: HTMLElement, dialog: Element | null): Promise<void> {
  for (let i = 0; i < MOUNT_FRAMES && opener.isConnected; i += 1) {
    const now = document.activeElement
    if (now === opener) return
    if (now && now !== document.body && !dialog?.contains(now)) return
    opener.focus({ preventScroll: true })
    if (document.activeElement === opener) return
    await nextFrame()
  }
}

/**
 * Keyboard focus for a declarative dialog: while `visible`, `holdDialogFocus(bodyClassName)`; when it closes,
 * focus goes back to the element that had it when the dialog opened.
 *
 * @example
 * useDialogFocus(visible, 'tg-risk-warning-body')
 * return <Dialog visible={visible} bodyClassName="tg-risk-warning-body" content={text} />
 */
export function useDialogFocus(visible: boolean, bodyClassName: string): void {
  useEffect(() => {
    if (!visible) return
    return holdDialogFocus(bodyClassName)
  }, [visible, bodyClassName])
}

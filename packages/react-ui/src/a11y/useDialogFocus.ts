import { useEffect } from 'react'
import type { FocusTrap } from 'focus-trap'

/** Frames to wait for antd-mobile to mount the dialog's portal after `visible` turns true. */
const MOUNT_FRAMES = 60

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Keyboard focus for a dialog (antd-mobile moves none): while `visible`, focus goes into the dialog whose body
 * has the class `bodyClassName` and Tab / Shift+Tab stay inside it (focus-trap, which also stacks a dialog
 * opened over another); when it closes, focus goes back to the element that had it when the dialog opened.
 * focus-trap is imported on the first open, so pages that never open a dialog do not load it.
 *
 * @example
 * useDialogFocus(visible, 'tg-risk-warning-body')
 * return <Dialog visible={visible} bodyClassName="tg-risk-warning-body" content={text} />
 */
export function useDialogFocus(visible: boolean, bodyClassName: string): void {
  useEffect(() => {
    if (!visible) return
    const active = document.activeElement
    const opener = active instanceof HTMLElement && active !== document.body ? active : null
    let trap: FocusTrap | undefined
    let closed = false
    void (async () => {
      const { createFocusTrap } = await import('focus-trap')
      let body: HTMLElement | null = null
      for (let i = 0; i < MOUNT_FRAMES && !closed && !body; i += 1) {
        body = document.querySelector<HTMLElement>(`.${bodyClassName}`)
        if (!body) await nextFrame()
      }
      if (closed || !body) return
      const dialog = body.closest<HTMLElement>('[role="dialog"]') ?? body
      trap = createFocusTrap(dialog, {
        fallbackFocus: dialog,
        // The dialogs close through their own buttons (spec texts); Escape and outside taps do not dismiss them.
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
      })
      trap.activate()
    })()
    return () => {
      closed = true
      trap?.deactivate({ returnFocus: false })
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [visible, bodyClassName])
}

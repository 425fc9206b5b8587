import { useCallback, useEffect, useReducer, useState } from 'react'
import type { LoadOnce } from '../navigation/loadOnce.js'
import { appMessages } from '../messages.js'

// A dialog whose code (its own chunk) does not load on a weak network stays where it failed (decision wave3-journey-9):
// the screen under it is untouched and the dialog is offered again. Chromium keeps a failed module's error for the
// page's life (a second import() of the same file fails at once, without a request), so when loading again fails the
// page reloads, and the dialog's provider opens it again from what it left in the tab's sessionStorage.

const REOPEN_KEY = 'tougu.reopenDialog'

/**
 * What a dialog's provider left before the reload that retried its code, or null; read once (and forgotten).
 * @example const [pending, setPending] = useState(() => takeReopen<{ kind: string; id: string }>('riskDisclosure'))
 */
export function takeReopen<T>(dialog: string, storage: Pick<Storage, 'getItem' | 'removeItem'> | null = sessionStorageOrNull()): T | null {
  try {
    const raw = storage?.getItem(REOPEN_KEY)
    if (!raw) return null
    const saved = JSON.parse(raw) as { dialog?: unknown; state?: unknown }
    if (saved.dialog !== dialog) return null
    storage?.removeItem(REOPEN_KEY)
    return (saved.state ?? null) as T | null
  } catch {
    return null
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export interface DialogChunkOptions {
  /** The dialog's name and what it was opening, kept across the reload that retries its code (`takeReopen`). */
  reopen?: { dialog: string; state: unknown }
  /** Reloads the page (default: the window's). */
  reload?: () => void
  storage?: Pick<Storage, 'setItem'> | null
}

/**
 * A dialog's code that is wanted now: the loaded value, whether the load failed, and `retry`, which loads it again and,
 * where the browser keeps the failure, reloads the page to open the dialog again after it.
 * @example const prompt = useDialogChunk(promptChunk, pending !== null, { reopen: { dialog: 'riskDisclosure', state: pending } })
 */
export function useDialogChunk<T>(chunk: LoadOnce<T>, wanted: boolean, options: DialogChunkOptions = {}): { value: T | undefined; failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false)
  const [, loaded] = useReducer((n: number) => n + 1, 0)
  const value = chunk.current()
  useEffect(() => {
    if (!wanted || value !== undefined) return
    let live = true
    setFailed(false)
    chunk.load().then(
      () => live && loaded(),
      (error: unknown) => {
        console.warn('[tougu] a dialog did not load:', error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [chunk, wanted, value])
  const { reopen, reload = () => window.location.reload(), storage = sessionStorageOrNull() } = options
  const retry = useCallback(() => {
    setFailed(false)
    chunk.load().then(
      () => loaded(),
      () => {
        try {
          storage?.setItem(REOPEN_KEY, JSON.stringify(reopen ?? null))
        } catch {
          // Without storage the page still reloads; the investor opens the dialog again.
        }
        reload()
      },
    )
  }, [chunk, reopen, reload, storage])
  return { value, failed: wanted && failed && value === undefined, retry }
}

/**
 * What shows where a dialog could not load: the reason, 重试 (loads the dialog again) and 取消. Plain markup in the
 * entry chunk, so it shows when no further chunk loads.
 * @example <DialogLoadFailed onRetry={retry} onClose={() => setPending(null)} />
 */
export function DialogLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  return (
    <div className="tg-dialog-load-failed" role="alert">
      <p>{appMessages.dialogLoadFailed}</p>
      <span className="tg-row" style={{ gap: 12, justifyContent: 'flex-end' }}>
        {onClose && (
          <button type="button" onClick={onClose}>
            {appMessages.dialogLoadCancel}
          </button>
        )}
        <button type="button" className="tg-dialog-load-retry" onClick={onRetry}>
          {appMessages.dialogLoadRetry}
        </button>
      </span>
    </div>
  )
}

import { useCallback, useEffect, useReducer, useState } from 'react'
import type { LoadOnce } from '../navigation/loadOnce.js'
import { appMessages } from '../messages.js'

/**
 * A dialog's code (its own chunk) that is wanted now: the loaded value, whether the load failed, and `retry`. A failed
 * load stays where it failed (decision wave3-journey-9): the screen under it is untouched, and the investor retries the
 * dialog alone instead of reloading the page.
 * @example const prompt = useDialogChunk(promptChunk, pending !== null); prompt.failed && <DialogLoadFailed onRetry={prompt.retry} … />
 */
export function useDialogChunk<T>(chunk: LoadOnce<T>, wanted: boolean): { value: T | undefined; failed: boolean; retry: () => void } {
  const [attempt, retryNow] = useReducer((n: number) => n + 1, 0)
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
  }, [chunk, wanted, value, attempt])
  const retry = useCallback(() => retryNow(), [])
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

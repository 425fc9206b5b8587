/** Something loaded on demand (a lazy chunk): what is in already, and the load itself. */
export interface LoadOnce<T> {
  /** The loaded value, once the load has succeeded: render it at once instead of suspending. */
  current(): T | undefined
  /** Starts the load, or joins the one under way; a failed load is forgotten so the next call tries again. */
  load(): Promise<T>
}

/**
 * Loads `load()` once. The route chunks (router.tsx) and the risk warning's dialog use it, so that a screen whose
 * code is already in renders it in its first render.
 * @example const dialog = loadOnce(() => import('./riskWarningUi.js').then((m) => m.RiskWarningDialog))
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: { v: T } | undefined
  let promise: Promise<T> | undefined
  return {
    current: () => value?.v,
    load: () =>
      (promise ??= load().then(
        (v) => {
          value = { v }
          return v
        },
        (error: unknown) => {
          promise = undefined
          throw error
        },
      )),
  }
}

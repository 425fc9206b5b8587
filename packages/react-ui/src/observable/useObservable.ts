import { useCallback, useSyncExternalStore } from 'react'

/** What core stores expose: a hot stream with a synchronous current value. */
export interface ObservableWithValue<T> {
  getValue(): T
  subscribe(observer: (value: T) => void): { unsubscribe(): void }
}

/**
 * The one binding of core streams to React. Re-renders only when the selected slice changes
 * (compared with Object.is), so stores that keep stable references for unchanged state render nothing.
 * @example const answers = useObservable(session.state$, (s) => s.answers)
 */
export function useObservable<T>(source: ObservableWithValue<T>): T
export function useObservable<T, S>(source: ObservableWithValue<T>, selector: (value: T) => S): S
export function useObservable<T, S>(source: ObservableWithValue<T>, selector?: (value: T) => S): T | S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = source.subscribe(() => onChange())
      return () => sub.unsubscribe()
    },
    [source],
  )
  const getSnapshot = useCallback(
    () => (selector ? selector(source.getValue()) : source.getValue()),
    [source, selector],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

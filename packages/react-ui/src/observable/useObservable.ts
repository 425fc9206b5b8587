import { useCallback } from 'react'
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector'

/** What core stores expose: a hot stream with a synchronous current value. */
export interface ObservableWithValue<T> {
  getValue(): T
  subscribe(observer: (value: T) => void): { unsubscribe(): void }
}

const identity = <T,>(value: T): T => value

/**
 * The one binding of core streams to React (React's own `useSyncExternalStoreWithSelector`, as XState's
 * `useSelector` and Redux's `useSelector` use it). Re-renders only when the selected slice changes: by
 * `Object.is`, or by `isEqual` when given, so a selector that builds a new array or object each time
 * (`s => s.items.filter(…)`) neither loops nor re-renders while the slice is equal (`shallowEqual`-style).
 * The selector runs again only when the source's value changes.
 * @example
 * const answers = useObservable(session.state$, (s) => s.answers)
 * const ids = useObservable(store.state$, (s) => s.items.map((i) => i.id), (a, b) => a.length === b.length && a.every((id, i) => id === b[i]))
 */
export function useObservable<T>(source: ObservableWithValue<T>): T
export function useObservable<T, S>(source: ObservableWithValue<T>, selector: (value: T) => S, isEqual?: (a: S, b: S) => boolean): S
export function useObservable<T, S>(source: ObservableWithValue<T>, selector?: (value: T) => S, isEqual?: (a: S, b: S) => boolean): T | S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = source.subscribe(() => onChange())
      return () => sub.unsubscribe()
    },
    [source],
  )
  const getSnapshot = useCallback(() => source.getValue(), [source])
  return useSyncExternalStoreWithSelector<T, T | S>(
    subscribe,
    getSnapshot,
    getSnapshot,
    selector ?? identity,
    isEqual as ((a: T | S, b: T | S) => boolean) | undefined,
  )
}

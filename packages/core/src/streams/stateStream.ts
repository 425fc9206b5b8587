import type { Observable } from 'rxjs'

/**
 * A hot stream with its current value, as every core store and session exposes it (ARCHITECTURE.md
 * "Streams"): subscribers get the current value at once, then each change; `getValue()` reads it
 * synchronously, which is what React's `useSyncExternalStore` needs.
 * @example
 * const state$: StateStream<number> = new BehaviorSubject(0)
 * state$.getValue() // 0
 */
export type StateStream<T> = Observable<T> & { getValue(): T }

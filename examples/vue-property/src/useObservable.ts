import { onScopeDispose, shallowRef, type ShallowRef } from 'vue'
import type { Observable } from 'rxjs'

/** A core stream that knows its current value (every @tougu/core store and session exposes one). */
export type StateStream<T> = Observable<T> & { getValue(): T }

/**
 * Binds an RxJS stream of @tougu/core to Vue: the ref holds the latest value, and the subscription ends
 * with the component (or effect scope) that called it. shallowRef, because core emits new immutable
 * objects on change and keeps unchanged parts by reference — deep reactivity would only add proxies.
 * @example
 * const state = useObservable(session.state$)
 * // template: <p v-if="state.notice">{{ state.notice.text }}</p>
 */
export function useObservable<T>(source: StateStream<T>): Readonly<ShallowRef<T>> {
  const value = shallowRef(source.getValue())
  const subscription = source.subscribe({ next: (next) => (value.value = next) })
  onScopeDispose(() => subscription.unsubscribe())
  return value
}

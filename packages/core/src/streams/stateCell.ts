import { BehaviorSubject } from 'rxjs'
import type { StateStream } from './stateStream.js'

/** A value holder behind a hot stream: emits only when `set` gets a value that differs. */
export interface StateCell<T> {
  readonly stream: StateStream<T>
  get(): T
  /** Replaces the value unless it equals the current one; returns whether it changed. */
  set(next: T): boolean
  complete(): void
}

/**
 * Shallow equality of two plain objects (same keys, `Object.is` values); other values by `Object.is`.
 *
 * @example
 * shallowEqual({ a: 1 }, { a: 1 }) // true
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/**
 * Creates a {@link StateCell}. Unchanged values keep the previous reference, so selectors stay stable.
 *
 * @example
 * const cell = createStateCell(0)
 * cell.set(1) // true, emits 1
 * cell.set(1) // false, no emission
 */
export function createStateCell<T>(initial: T, equals: (a: T, b: T) => boolean = shallowEqual): StateCell<T> {
  const subject = new BehaviorSubject<T>(initial)
  const stream = Object.assign(subject.asObservable(), { getValue: () => subject.getValue() })
  return {
    stream,
    get: () => subject.getValue(),
    set(next) {
      if (equals(subject.getValue(), next)) return false
      subject.next(next)
      return true
    },
    complete: () => subject.complete(),
  }
}

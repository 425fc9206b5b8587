import { BehaviorSubject } from 'rxjs'
import { initialClientStore, type ClientStoreFields, type StateStream } from '@tougu/core'

/** Client store fields (spec §3) plus the root overlay's show-paper flag. */
export interface ClientState extends ClientStoreFields {
  /** The type 2 follow-up overlay is visible (spec §2: shown when this is set and a paper exists). */
  showPaper: boolean
}

/** The client store of spec §3 as a stream: one state object, patched by commands. */
export interface ClientStore {
  state$: StateStream<ClientState>
  /** Merges fields; emits only when a field changed (by reference). */
  patch(fields: Partial<ClientState>): void
}

/**
 * Creates the in-memory client store.
 * @example
 * const client = createClientStore()
 * client.patch({ followupPaper: paper, showPaper: true })
 * client.state$.getValue().showPaper // true
 */
export function createClientStore(): ClientStore {
  const subject = new BehaviorSubject<ClientState>({ ...initialClientStore(), showPaper: false })
  return {
    state$: Object.assign(subject.asObservable(), { getValue: () => subject.getValue() }),
    patch(fields) {
      const prev = subject.getValue()
      const changed = (Object.keys(fields) as (keyof ClientState)[]).some((k) => fields[k] !== prev[k])
      if (changed) subject.next({ ...prev, ...fields })
    },
  }
}

// Public API of @tougu/react-ui. Presentation only: renders core state, does no I/O.
export { useObservable } from './observable/useObservable.js'
export type { ObservableWithValue } from './observable/useObservable.js'
export { CountedTextArea } from './components/counted-text-area/index.js'
export type { CountedTextAreaProps } from './components/counted-text-area/index.js'
export { messages } from './messages.js'

import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/** Toast defaults (spec §9): 2 s, middle of the screen. */
export const TOAST_DURATION_MS = 2000

let installed = false
const roots = new WeakMap<Element | DocumentFragment, Root>()

/**
 * antd-mobile 5 renders imperative Dialog/Toast with the legacy `ReactDOM.render`, which React 19 removed:
 * without this adapter `Dialog.show`/`Toast.show` silently render nothing. One root per container, unmounted
 * on the next tick because antd-mobile unmounts from inside its own render callbacks.
 */
function renderWithCreateRoot(node: ReactElement, container: Element | DocumentFragment) {
  let root = roots.get(container)
  if (!root) {
    root = createRoot(container)
    roots.set(container, root)
  }
  root.render(node)
  const mounted = root
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    mounted.unmount()
    roots.delete(container)
  }
}

/**
 * Installs antd-mobile's React 19 render adapter. Idempotent: safe to call from the app entry, Storybook and
 * tests; only the first call does anything. Returns whether it did. react-ui's own feedback helpers (showToast,
 * showAlert, …) call it when they load; call it yourself before using antd-mobile's imperative APIs
 * (`Toast.show`, `Dialog.show`, `ActionSheet.show`, …) directly. It does not import Toast or Dialog.
 * @example installReactUi() // once, before the first direct Toast/Dialog call
 */
export function installReactUi(): boolean {
  if (installed) return false
  installed = true
  unstableSetRender(renderWithCreateRoot)
  return true
}

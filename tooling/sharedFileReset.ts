import { vi } from 'vitest'

/**
 * What a test file leaves behind, put back when it ends, for the suites whose files run one after another in a worker
 * that keeps the libraries it loaded (`sharedModulesPool`: react-ui, decision wave3-ci-15; the app, wave3-ci-19): real
 * timers, globals, environment variables and spies as they were, the modules Vitest loaded evaluated anew (antd-mobile's
 * toast and dialog layers and the containers they keep, a module a file mocked), and the page (body and head, their
 * attributes), storage and address empty. The next file then starts as a file of its own would. Call it from the
 * setup file's `afterAll`.
 */
export function putBackAfterFile(): void {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  vi.resetModules()
  if (typeof document === 'undefined') return
  document.body.replaceChildren()
  document.head.replaceChildren()
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name)
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name)
  localStorage.clear()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
}

import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
// Matchers that say what is checked (toBeInTheDocument, toHaveTextContent…) instead of toBeTruthy.
import '@testing-library/jest-dom/vitest'

// Vitest runs without globals, so Testing Library cannot unmount on its own: a tree left mounted keeps
// rendering (timers, stub-server answers) after happy-dom is torn down and fails the run with
// "window is not defined" on a loaded machine.
afterEach(() => cleanup())

// antd-mobile is evaluated once a worker and shared by the files it runs (decision wave3-ci-7): a toast or dialog a
// file left open would be the one the next file's Toast.show updates, or a dialog over its page.
// A file in Node's environment has no page (and loads no antd-mobile).
afterAll(async () => {
  if (typeof document === 'undefined') return
  const { Dialog, Toast } = await import('antd-mobile')
  Toast.clear()
  Dialog.clear()
})

// Screens are lazy routes: on a loaded 2-core CI machine their first import alone can pass Testing Library's
// 1 s default, which is a wait, not a verdict (a missing text still fails after the timeout).
configure({ asyncUtilTimeout: 5000 })

import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
// Matchers that say what is checked (toBeInTheDocument, toHaveTextContent…) instead of toBeTruthy.
import '@testing-library/jest-dom/vitest'

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


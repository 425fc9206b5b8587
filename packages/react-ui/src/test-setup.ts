import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
// Matchers that say what is checked (toBeInTheDocument, toHaveTextContent…) instead of toBeTruthy.
import '@testing-library/jest-dom/vitest'

afterEach(() => cleanup())

// The suite's files run one after another in a worker that keeps the libraries it loaded outside the project
// (decision wave3-ci-15). What a file leaves behind is put back when it ends, so the next file starts as a file of its
// own would: the modules Vitest loaded evaluated anew (antd-mobile's toast and dialog layers and the containers they
// keep, a module a file mocked), and the page, storage and address empty.
afterAll(() => {
  vi.resetModules()
  if (typeof document === 'undefined') return
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

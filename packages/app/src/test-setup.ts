import { cleanup, configure } from '@testing-library/react'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, afterEach, expect } from 'vitest'
import { useRouter } from 'wouter'
import { putBackAfterFile } from '../../../tooling/sharedFileReset.js'
// Matchers that say what is checked (toBeInTheDocument, toHaveTextContent…) instead of toBeTruthy.
import '@testing-library/jest-dom/vitest'

// Vitest runs without globals, so Testing Library cannot unmount on its own: a tree left mounted keeps
// rendering (timers, stub-server answers) after happy-dom is torn down and fails the run with
// "window is not defined" on a loaded machine.
afterEach(() => cleanup())

// Screens are lazy routes: on a loaded 2-core CI machine their first import alone can pass Testing Library's
// 1 s default, which is a wait, not a verdict (a missing text still fails after the timeout).
configure({ asyncUtilTimeout: 5000 })

/** wouter's router as a component with no `<Router>` above it sees it: its defaults, unless a server render left its own. */
function routerWithoutProvider(): { base: string; ssrPath?: string } {
  let seen: { base: string; ssrPath?: string } = { base: '' }
  function Probe() {
    seen = useRouter()
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(createElement(Probe)))
  act(() => root.unmount())
  return seen
}

// The files of the `app` project share a worker's libraries (decision wave3-ci-19): what a file leaves behind is put
// back when it ends (putBackAfterFile). A server render leaves its values in React, which no reset reaches: a file that
// renders on the server is `*.ssr.test.tsx`, in a context of its own (vitest.ssr.config.ts), and one that does it here
// is named.
afterAll(() => {
  const file = expect.getState().testPath ?? ''
  if (typeof document !== 'undefined' && !/\.ssr\.test\.tsx?$/.test(file)) {
    const router = routerWithoutProvider()
    if (router.base !== '' || router.ssrPath !== undefined)
      throw new Error(`${file} rendered on the server (wouter's router now starts at ${router.ssrPath ?? router.base}): name it *.ssr.test.tsx`)
  }
  putBackAfterFile()
})

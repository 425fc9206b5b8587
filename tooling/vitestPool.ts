import { fileURLToPath } from 'node:url'

/**
 * Each test file in a fresh context of its own (a `vm` context in a worker thread) while the worker keeps Node's
 * module cache of the libraries (decision wave2-speed-14). For react-ui (its toast tests failed shared in whole runs)
 * and the app's files that render on the server (what that leaves in React's shared contexts must reach no other file).
 */
export const isolatedVmPool = { pool: 'vmThreads' } as const

/**
 * The pool of the suites whose files share nothing through module state, globals or the DOM (core, bridge,
 * api-server): a worker thread runs file after file with the modules it has loaded, so each module is loaded once a
 * worker instead of once a file (decision wave3-ci-3). A file of these suites may not `vi.mock` (a mock would stay
 * for the next files), and what it changes of the environment (fake timers, spies, the URL, a global) it puts back
 * after each test.
 */
export const sharedModulesPool = { pool: 'threads', isolate: false } as const

/**
 * The pool of the app's component tests, whose files do leave dialogs, storage, the URL and module state
 * behind: the worker shares the libraries between files (React, antd-mobile, Testing Library, happy-dom are evaluated
 * once a worker), and `tooling/vitestFileReset.ts`, run before each file ahead of `setupFiles`, evaluates the
 * project's own modules again and puts the page, storage, clock and stubs back (decision wave3-ci-7).
 * @example defineProject({ test: { ...sharedDomPool(['./src/test-setup.ts']), name: 'app', environment: 'happy-dom' } })
 */
export function sharedDomPool(setupFiles: string[]) {
  return { ...sharedModulesPool, setupFiles: [fileURLToPath(new URL('./vitestFileReset.ts', import.meta.url)), ...setupFiles] }
}

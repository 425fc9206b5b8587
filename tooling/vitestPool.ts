/**
 * The pool of the app's files that render on the server too (app-ssr): each test file runs in a fresh context of its own (a
 * `vm` context in a worker thread), its libraries evaluated anew, while the worker keeps their compiled code (decision
 * wave2-speed-14). React's server renderer leaves values in the React it shares with the client renderer, which no reset
 * after a file reaches (decision wave3-ci-19).
 * The rest keep the default `forks` or share their modules: native-host's conformance suite waits for protocol timeouts
 * and tooling reads files; neither gained anything in a `vm` context.
 */
export const isolatedVmPool = { pool: 'vmThreads' } as const

/**
 * The pool of the suites whose files share nothing through module state or globals (core, bridge, api-server): a
 * worker thread runs file after file with the modules it has loaded, so each module is loaded once a worker instead of
 * once a file (decision wave3-ci-3). A file of these suites may not `vi.mock` (a mock would stay for the next files),
 * and what it changes of the environment (fake timers, spies, the URL, a global) it puts back after each test.
 * react-ui (decision wave3-ci-15) and the app (wave3-ci-19) run in it too, with their setup putting back what their files
 * leave (tooling/sharedFileReset.ts: timers and spies, modules Vitest loaded, the page, storage).
 */
export const sharedModulesPool = { pool: 'threads', isolate: false } as const

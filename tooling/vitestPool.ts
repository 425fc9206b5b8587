/**
 * The test pool of the suite that spends its time loading modules and keeps state in them (app): each test file still
 * runs in a fresh context of its own (a `vm` context in a worker thread), but the worker keeps Node's module cache of the
 * libraries, so a file no longer loads React, antd-mobile or happy-dom from scratch; what that gave each suite is in
 * decision wave2-speed-14.
 * The rest keep the default `forks`: native-host's conformance suite waits for protocol timeouts and tooling reads
 * files; neither gained anything in a `vm` context.
 */
export const isolatedVmPool = { pool: 'vmThreads' } as const

/**
 * The pool of the suites whose files share nothing through module state or globals (core, bridge, api-server): a
 * worker thread runs file after file with the modules it has loaded, so each module is loaded once a worker instead of
 * once a file (decision wave3-ci-3). A file of these suites may not `vi.mock` (a mock would stay for the next files),
 * and what it changes of the environment (fake timers, spies, the URL, a global) it puts back after each test.
 * react-ui runs in it too, with its setup putting back what its files leave (modules Vitest loaded, the page, storage;
 * decision wave3-ci-15).
 */
export const sharedModulesPool = { pool: 'threads', isolate: false } as const

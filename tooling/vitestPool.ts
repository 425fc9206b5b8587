/**
 * The test pool of the suites that spend their time loading modules (core, bridge, react-ui, app, api-server): each
 * test file still runs in a fresh context of its own (a `vm` context in a worker thread), but the worker keeps Node's
 * module cache of the libraries, so a file no longer loads React, antd-mobile, happy-dom or PGlite from scratch; what
 * that gave each suite is in decision wave2-speed-14.
 * The rest keep the default `forks`: native-host's conformance suite waits for protocol timeouts and tooling reads
 * files; neither gained anything in a `vm` context.
 */
export const isolatedVmPool = { pool: 'vmThreads' } as const

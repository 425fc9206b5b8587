/**
 * The test pool of the suites that spend their time loading modules (core, bridge, react-ui, app, api-server): each
 * test file still runs in a fresh context of its own (a `vm` context in a worker thread), but the worker keeps Node's
 * module cache of the libraries, so a file no longer loads React, antd-mobile, happy-dom or PGlite from scratch. On
 * the two-core CI machine, run alone: app 64 → 26 s, react-ui 86 → 36 s, core 19 → 10 s, bridge 12 → 7 s, api-server
 * 109 → 83 s (on PostgreSQL 53 → 42 s), all tests passing (decision wave2-speed-14).
 * The rest keep the default `forks`: native-host's conformance suite waits for protocol timeouts and tooling reads
 * files; neither gained anything in a `vm` context.
 */
export const isolatedVmPool = { pool: 'vmThreads' } as const

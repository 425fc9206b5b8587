import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runTogether } from '../scripts/together.mjs'

// `pnpm test` runs lint, the type check and the release check in the background, beside the suites (decision
// wave3-ci-12): they must really run on CPU nobody else wants, and so must the processes they start (pnpm starts ESLint,
// tsgolint, dependency-cruiser), or they would slow the suites whose waits are timed.

/** Code that is a process's scheduling: on Linux its policy number (/proc/self/sched) and nice value, elsewhere the latter. */
const HOW = `(process.platform === 'linux' ? /policy\\s*:\\s*(\\d+)/.exec(require('node:fs').readFileSync('/proc/self/sched', 'utf8'))[1] + '/' : '') + require('node:os').getPriority()`
/** A Node process that prints its own scheduling, then its child's. */
const PRINTS_OWN_AND_CHILDS = [
  '-e',
  `console.log(${HOW}); console.log(require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(`console.log(${HOW})`)}]).toString().trim())`,
]
/** Linux's SCHED_IDLE policy number, as /proc/<pid>/sched shows it. */
const SCHED_IDLE = '5'
const hasChrt = process.platform === 'linux' && ['/usr/bin/chrt', '/bin/chrt'].some((p) => existsSync(p))

describe('runTogether', () => {
  it.runIf(hasChrt)("runs a background step, and what it starts, in Linux's idle scheduling class", async () => {
    const [ended] = await runTogether([{ cmd: process.execPath, args: PRINTS_OWN_AND_CHILDS }], { background: true })
    expect(ended?.ok, ended?.output).toBe(true)
    expect(ended?.output.trim().split('\n').map((line) => line.split('/')[0])).toEqual([SCHED_IDLE, SCHED_IDLE])
  })

  it('runs a background step at the lowest nice value where there is no idle class to start it in', () => {
    // A process of its own whose PATH has no chrt: the launcher is looked for once per process.
    const together = join(import.meta.dirname, '../scripts/together.mjs')
    const script = `import { runTogether } from ${JSON.stringify(together)}
      const [ended] = await runTogether([{ cmd: process.execPath, args: ['-e', 'console.log(require("node:os").getPriority())'] }], { background: true })
      console.log(ended.output.trim())`
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, PATH: '' } })
    expect(out.toString().trim()).toBe('19')
  })

  it('leaves the scheduling as it is for a step in the foreground', async () => {
    const [ended] = await runTogether([{ cmd: process.execPath, args: PRINTS_OWN_AND_CHILDS }])
    // What any process this test starts gets.
    const own = execFileSync(process.execPath, ['-e', `console.log(${HOW})`]).toString().trim()
    expect(ended?.output.trim().split('\n')).toEqual([own, own])
  })

  it("keeps each step's output whole and in the order given, and says which failed", async () => {
    const ended = await runTogether([
      { cmd: process.execPath, args: ['-e', 'setTimeout(() => console.log("first"), 200)'] },
      { cmd: process.execPath, args: ['-e', 'console.log("second"); process.exit(3)'] },
    ])
    expect(ended.map((e) => [e.ok, e.output.trim()])).toEqual([
      [true, 'first'],
      [false, 'second'],
    ])
  })
})

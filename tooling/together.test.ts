import { getPriority } from 'node:os'
import { describe, expect, it } from 'vitest'
import { runTogether } from '../scripts/together.mjs'

// `pnpm test` runs lint, the type check and the release check in the background at the lowest CPU priority, beside the
// suites (decision wave3-ci-12): they must really run at that priority, and so must the processes they start (pnpm
// starts ESLint, tsgolint, dependency-cruiser), or they would take CPU from the suites whose waits are timed.

/** A Node process that prints its own nice value, then its child's. */
const PRINTS_OWN_AND_CHILDS = [
  '-e',
  `const { execFileSync } = require('node:child_process'); const os = require('node:os');
   console.log(os.getPriority());
   console.log(execFileSync(process.execPath, ['-e', 'console.log(require("node:os").getPriority())']).toString().trim())`,
]

describe('runTogether', () => {
  it('runs a step, and what the step starts, at the priority asked for', async () => {
    const [ended] = await runTogether([{ cmd: process.execPath, args: PRINTS_OWN_AND_CHILDS }], { priority: 19 })
    expect(ended?.ok).toBe(true)
    expect(ended?.output.trim().split('\n')).toEqual(['19', '19'])
  })

  it('leaves the priority as it is when none is asked for', async () => {
    const own = String(getPriority())
    const [ended] = await runTogether([{ cmd: process.execPath, args: PRINTS_OWN_AND_CHILDS }])
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

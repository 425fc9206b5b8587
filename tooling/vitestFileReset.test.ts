import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The reset between the component suites' files (vitestFileReset.ts, decision wave3-ci-7), tried on two planted
// files in one shared worker: the first leaves state of every kind the reset covers, the second looks for each.

interface Report {
  testResults: Array<{ name: string; assertionResults: Array<{ title: string; status: string }> }>
}

function run(reset: 'on' | 'off'): Map<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'file-reset-'))
  try {
    const outputFile = join(dir, 'report.json')
    spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tooling/fixtures/file-reset/vitest.config.ts', '--reporter=json', `--outputFile=${outputFile}`], {
      env: { ...process.env, FILE_RESET: reset },
      encoding: 'utf8',
    })
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as Report
    return new Map(report.testResults.flatMap((file) => file.assertionResults.map((t) => [`${file.name.split('/').at(-1)} › ${t.title}`, t.status] as const)))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const CHECKS = ['module state', 'document', 'local storage', 'session storage', 'cookies', 'URL and history entry', 'clock', 'globals', 'environment variables']

describe('the reset between files of a shared worker', { timeout: 60_000 }, () => {
  it('leaves the next file nothing of what the file before it changed', () => {
    const results = run('on')
    expect(results.get('a-leaves.leak.ts › changes the page, storage, clock, globals and module state and puts nothing back')).toBe('passed')
    for (const check of CHECKS) expect(results.get(`b-finds.leak.ts › ${check}`), check).toBe('passed')
  })

  it('is what catches each of them: without it every check fails', () => {
    const results = run('off')
    expect(results.get('a-leaves.leak.ts › changes the page, storage, clock, globals and module state and puts nothing back')).toBe('passed')
    for (const check of CHECKS) expect(results.get(`b-finds.leak.ts › ${check}`), check).toBe('failed')
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { timeoutFor } from '../packages/bridge/src/index.js'
import { CAPABILITIES } from '../packages/bridge/src/capabilities/capabilityRegistry.js'
import { formatTimeout, renderCapabilityTable } from '../packages/bridge/src/capabilities/capabilityTable.js'

// The capability modules (packages/bridge/src/capabilities/methods) are the one source; the protocol doc native developers read must say the same.
const doc = readFileSync(new URL('../docs/bridge-protocol.md', import.meta.url), 'utf8')
const section = (title: string) => doc.slice(doc.indexOf(`## ${title}`), doc.indexOf('\n## ', doc.indexOf(`## ${title}`) + 1))

describe('docs/bridge-protocol.md against the capability modules', () => {
  it('carries the current generated capability table', () => {
    expect(doc.includes(renderCapabilityTable()), 'the capability table is stale: run pnpm gen:bridge').toBe(true)
  })

  it('documents every capability under `### name — summary`, and no other method', () => {
    const headings = [...section('6. Methods').matchAll(/^### (\S+) — (.+)$/gm)].map((m): [string, string] => [m[1] ?? '', m[2] ?? ''])
    expect(new Map(headings)).toEqual(new Map(CAPABILITIES.map((c) => [c.name, c.summary])))
  })

  it('states in §4 the timeouts the page applies', () => {
    const rows = [...section('4. Calls, ids, timeouts, cancel').matchAll(/^\| `(\w+)`[^|]*\| (\d+ (?:s|min)) \|$/gm)]
    expect(rows.length).toBeGreaterThan(0)
    for (const [line, method, stated] of rows) {
      const args = line.includes('forceLogin: true') ? { forceLogin: true } : undefined
      expect(formatTimeout(timeoutFor(method ?? '', args)), line).toBe(stated)
    }
  })
})

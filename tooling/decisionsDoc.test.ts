import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/decisions.md is read by id: code comments and other docs cite `core-3`, `wave2-speed-5` … This test keeps
// the ids unique, gives every decision a status a reader can trust (current, or which later decision replaced
// it), and keeps the index by topic at the top of the file complete. Its messages say exactly what to add, so a
// section appended at the end of the file by another branch is fixed in a minute when merging.
const file = join(import.meta.dirname, '..', 'docs', 'decisions.md')
const INDEX_HEADING = '## Index by topic'

interface Decision {
  id: string
  title: string
  line: number
  status: string | undefined
}

/** GitHub's heading anchor: rendered text lower-cased, punctuation dropped, spaces become '-'. */
function githubAnchor(heading: string): string {
  return heading
    .replaceAll('`', '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-')
}

function parse(text: string): { decisions: Decision[]; others: string[]; index: string | undefined } {
  const lines = text.split('\n')
  const decisions: Decision[] = []
  const others: string[] = []
  let index: string | undefined
  lines.forEach((line, i) => {
    if (!line.startsWith('## ')) return
    if (line === INDEX_HEADING) {
      const end = lines.findIndex((l, j) => j > i && l.startsWith('## '))
      index = lines.slice(i + 1, end === -1 ? undefined : end).join('\n')
      return
    }
    const match = /^## ([A-Za-z0-9-]+)\. (.+)$/.exec(line)
    if (!match) {
      others.push(`line ${i + 1}: ${line}`)
      return
    }
    const next = lines.slice(i + 1).find((l) => l.trim() !== '')
    decisions.push({
      id: match[1] as string,
      title: match[2] as string,
      line: i + 1,
      status: next?.startsWith('Status: ') ? next.slice('Status: '.length) : undefined,
    })
  })
  return { decisions, others, index }
}

const STATUS = /^(?:current|replaced by ([A-Za-z0-9-]+) \(.+\)|partly replaced by ([A-Za-z0-9-]+): .+)$/

/** The index line a decision needs, struck through when a later decision replaced it. */
function indexLine(d: Decision): string {
  const link = `[${d.id}](#${githubAnchor(`${d.id}. ${d.title}`)}) ${d.title}`
  const replacedBy = STATUS.exec(d.status ?? '')?.[1]
  if (replacedBy) return `- ~~${link}~~ (replaced by ${replacedBy})`
  const partlyBy = STATUS.exec(d.status ?? '')?.[2]
  if (partlyBy) return `- ${link} (partly replaced by ${partlyBy})`
  return `- ${link}`
}

describe('docs/decisions.md', () => {
  const { decisions, others, index } = parse(readFileSync(file, 'utf8'))
  const ids = new Set(decisions.map((d) => d.id))

  it('has decisions to check', () => {
    expect(decisions.length).toBeGreaterThan(100)
  })

  it('every `## ` heading is a decision `## <id>. <title>` (or the index)', () => {
    expect(others, 'headings that are neither the index nor `## <id>. <title>`').toEqual([])
  })

  it('every id is used once', () => {
    const seen = new Map<string, number>()
    const repeated: string[] = []
    for (const d of decisions) {
      const first = seen.get(d.id)
      if (first === undefined) seen.set(d.id, d.line)
      else
        repeated.push(
          `line ${d.line}: "${d.id}" is already used at line ${first}; give this section a new id ` +
            `(the next free number of its area, e.g. wave3-<area>-<n+1>) and fix references to it`,
        )
    }
    expect(repeated).toEqual([])
  })

  it('every decision has a Status line under its heading that names an existing, other decision', () => {
    const problems: string[] = []
    for (const d of decisions) {
      if (d.status === undefined) {
        problems.push(`line ${d.line} (${d.id}): add the line "Status: current" under the heading`)
        continue
      }
      const match = STATUS.exec(d.status)
      if (!match) {
        problems.push(
          `line ${d.line} (${d.id}): "Status: ${d.status}" should be "Status: current", ` +
            `"Status: replaced by <id> (<why>)" or "Status: partly replaced by <id>: <which part>"`,
        )
        continue
      }
      const by = match[1] ?? match[2]
      if (by !== undefined && (!ids.has(by) || by === d.id))
        problems.push(`line ${d.line} (${d.id}): the status names "${by}", which is no other decision in the file`)
    }
    expect(problems).toEqual([])
  })

  it('the index lists every decision exactly once, with its anchor, title and status, and nothing else', () => {
    expect(index, `the file has a "${INDEX_HEADING}" section`).toBeDefined()
    const listed = (index ?? '').split('\n').filter((l) => l.startsWith('- '))
    const problems: string[] = []
    const count = new Map<string, number>()
    for (const line of listed) {
      const id = /^- (?:~~)?\[([^\]]+)\]/.exec(line)?.[1]
      if (id === undefined) {
        problems.push(`index line is not "- [id](#anchor) title": ${line}`)
        continue
      }
      count.set(id, (count.get(id) ?? 0) + 1)
      if (!ids.has(id)) problems.push(`the index lists "${id}", which has no section: remove ${line}`)
    }
    for (const [id, n] of count) if (n > 1) problems.push(`the index lists "${id}" ${String(n)} times; keep one`)
    for (const d of decisions) {
      const expected = indexLine(d)
      if (!count.has(d.id)) problems.push(`add to the index, under its topic: ${expected}`)
      else if (d.status !== undefined && STATUS.test(d.status) && !listed.includes(expected))
        problems.push(`the index line of "${d.id}" should read: ${expected}`)
    }
    expect(problems).toEqual([])
  })
})

describe('githubAnchor', () => {
  it.each([
    ['D2. `pnpm test` counts lint, typecheck and build as one check each', 'd2-pnpm-test-counts-lint-typecheck-and-build-as-one-check-each'],
    ['api-4. API result codes (spec §8) and what each client resolves with', 'api-4-api-result-codes-spec-8-and-what-each-client-resolves-with'],
    ['wave2-purchase-1. The before-purchase paper says 您正在签约', 'wave2-purchase-1-the-before-purchase-paper-says-您正在签约'],
    ['wave3-seed-1. The seed is one model: themes → stocks → products → content', 'wave3-seed-1-the-seed-is-one-model-themes--stocks--products--content'],
  ])('%s → #%s', (heading, anchor) => {
    expect(githubAnchor(heading)).toBe(anchor)
  })
})

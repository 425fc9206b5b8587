// What both of `pnpm lint`'s oxlint runs share (./rules.mjs, the rules without types; ./types.mjs, tsgolint's
// type-aware rules): running oxlint for its JSON report, telling which rules an "unused directive" finding is about,
// and printing a finding.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

/**
 * oxlint's diagnostics for `args` (its options and paths; `-f json` is added), run in `cwd`.
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Array<{ filename: string, message: string, severity: string, code?: string, labels?: Array<{ span?: { line?: number, column?: number } }> }>}
 */
export function oxlintDiagnostics(args, cwd) {
  let out
  try {
    out = execFileSync(process.execPath, [join(root, 'node_modules/oxlint/bin/oxlint'), ...args, '-f', 'json'], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    // oxlint exits non-zero when it reports an error; its report is still on stdout.
    out = error.stdout
    if (!out) throw error
  }
  return JSON.parse(out).diagnostics
}

const UNUSED = /^Unused (?:eslint|oxlint)-disable directive \(no problems were reported(?: from (.+))?\)/
const DIRECTIVE = /(?:eslint|oxlint)-disable(?:-next-line|-line)?\s+(.*?)(?:\s--\s|\*\/|$)/

/**
 * For the findings of a run in `cwd`: the rules an "unused disable directive" finding is about, or null for any other
 * finding. The message names the unused rules of a directive partly used; when the whole directive is unused it names
 * none, and the directive's own list is read from its line (empty for a directive that covers every rule).
 * @param {string} cwd
 * @returns {(diagnostic: { filename: string, message: string, labels?: Array<{ span?: { line?: number } }> }) => string[] | null}
 */
export function unusedDirectiveRules(cwd) {
  const lines = new Map()
  const lineOf = (file, line) => {
    if (!lines.has(file)) lines.set(file, readFileSync(join(cwd, file), 'utf8').split('\n'))
    return lines.get(file)[line - 1] ?? ''
  }
  return (d) => {
    const unused = UNUSED.exec(d.message)
    if (!unused) return null
    const named = unused[1] ?? DIRECTIVE.exec(lineOf(d.filename, d.labels?.[0]?.span?.line ?? 0))?.[1] ?? ''
    return named
      .split(/,\s*|\s+or\s+/)
      .map((r) => r.replace(/'/g, '').trim())
      .filter(Boolean)
  }
}

/** A finding as one line: `file:line:column  severity  message  code`. */
export function findingLine(d) {
  const span = d.labels?.[0]?.span
  return `${d.filename}:${span?.line ?? 0}:${span?.column ?? 0}  ${d.severity}  ${d.message}${d.code ? `  ${d.code}` : ''}`
}

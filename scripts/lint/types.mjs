// The type-aware rules of eslint.config.js, run by tsgolint through oxlint on TypeScript 7 (`pnpm lint`, decision
// wave3-ci-9): the same rules (typescript-eslint's, ported rule by rule) on the files ESLint lints with types, both
// read from ESLint's resolved config (./typedRules.mjs). Only those rules are on (`-A all`). A disable directive is
// reported as unused here only if it names a type-aware rule; one naming only ESLint's rules, or none (a whole-file
// `eslint-disable` of generated code), is ESLint's to judge.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { directiveRules, isTypeAware, tsgolintName, typedLint } from './typedRules.mjs'

const cwd = process.cwd()
const { rules, files } = await typedLint(new ESLint({ cwd }), cwd)
if (rules.length === 0 || files.length === 0) {
  console.log(
    `lint: no type-aware rules (${rules.length}) or no typed files (${files.length}) found in eslint.config.js`,
  )
  process.exit(1)
}

const oxlint = join(cwd, 'node_modules/oxlint/bin/oxlint')
const args = [
  '-A',
  'all',
  ...rules.flatMap((r) => ['-D', tsgolintName(r)]),
  '--type-aware',
  '--report-unused-disable-directives',
  '-f',
  'json',
  ...files,
]
let out
try {
  out = execFileSync(process.execPath, [oxlint, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
} catch (error) {
  // oxlint exits non-zero when it reports an error; its report is still on stdout.
  out = error.stdout
  if (!out) throw error
}
const report = JSON.parse(out)

const namedRules = directiveRules(cwd)

const UNUSED = /^Unused (?:eslint|oxlint)-disable directive \(no problems were reported(?: from (.+))?\)/
const findings = report.diagnostics.filter((d) => {
  const unused = UNUSED.exec(d.message)
  if (!unused) return true
  // The message names the unused rules of a directive partly used; otherwise the directive's own list is unused.
  const named = unused[1]
    ? unused[1].split(/,\s*|\s+or\s+/).map((r) => r.replace(/'/g, '').trim())
    : namedRules(d.filename, d.labels?.[0]?.span?.line ?? 0)
  return named.some((r) => isTypeAware(r) || r.startsWith('typescript/'))
})
for (const d of findings) {
  const at = d.labels?.[0]?.span
  console.log(
    `${d.filename}:${at?.line ?? 0}:${at?.column ?? 0}  ${d.severity}  ${d.message}${d.code ? `  ${d.code}` : ''}`,
  )
}
console.log(
  `tsgolint: ${rules.length} type-aware rules on ${files.length} files, ${findings.length} findings`,
)
process.exit(findings.length ? 1 : 0)

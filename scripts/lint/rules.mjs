// The rules of eslint.config.js that need no types, run by oxlint (`pnpm lint`, decision wave3-ci-19). eslint.config.js
// stays the one place the rules are written (editors and `npx eslint <file>` run it whole); @oxlint/migrate turns it into
// oxlint's configuration each run, and anything it cannot carry over fails the lint here instead of being dropped:
// - the type-aware rules are tsgolint's (./types.mjs);
// - `no-restricted-syntax` may only name `ExportDefaultDeclaration` (named exports only), which is oxlint's
//   `import/no-default-export`, wherever the config sets it;
// - `no-dupe-args` and `no-octal` guard code oxlint's parser already refuses in a module (strict mode);
// - `no-undef` (on for JavaScript files only: TypeScript checks names in its own) is in oxlint's nursery, taken as it is.
// Warnings fail, as ESLint's `--max-warnings 0` did. A disable directive naming only type-aware rules is tsgolint's to
// judge; every other unused one is reported here.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import migrate from '@oxlint/migrate'
import { findingLine, oxlintDiagnostics, unusedDirectiveRules } from './oxlintReport.mjs'
import { isTypeAware, namesTypeAwareRule } from './typedRules.mjs'

const root = join(import.meta.dirname, '../..')
const NAMED_EXPORTS_ONLY = 'ExportDefaultDeclaration'
/** What oxlint cannot run and need not: the parser refuses it in a module already. */
const PARSER_REFUSES = ['no-dupe-args', 'no-octal']
/** Files oxlint reads and ESLint does not: Vue single-file components (ESLint here has no Vue parser). */
const NOT_ESLINTS = ['**/*.vue']

/** `no-restricted-syntax` as oxlint's rule for it, in every config object that sets it; anything else it names fails. */
function withDefaultExportRule(configs) {
  return configs.map((config) => {
    const entry = config.rules?.['no-restricted-syntax']
    if (entry === undefined) return config
    const [level, ...options] = Array.isArray(entry) ? entry : [entry]
    const selectors = options.map((o) => (typeof o === 'string' ? o : o?.selector))
    if (selectors.some((s) => s !== NAMED_EXPORTS_ONLY))
      throw new Error(`lint: no-restricted-syntax selects ${selectors.join(', ')}; oxlint runs only ${NAMED_EXPORTS_ONLY}`)
    const { 'no-restricted-syntax': _dropped, ...rules } = config.rules
    return { ...config, rules: { ...rules, 'import/no-default-export': level } }
  })
}

/**
 * eslint.config.js as oxlint's configuration, less its type-aware rules.
 * @param {object[]} configs the flat config array
 * @returns {Promise<object>}
 */
export async function oxlintConfigOf(configs) {
  const skipped = new Map()
  const warnings = []
  const reporter = {
    addWarning: (message) => warnings.push(message),
    getWarnings: () => warnings,
    markSkipped: (rule, category) => skipped.set(rule, category),
    removeSkipped: (rule) => skipped.delete(rule),
    getSkippedRulesByCategory: () => ({}),
  }
  const config = await migrate(withDefaultExportRule(configs), undefined, { reporter, withNursery: true })
  const lost = [...skipped].filter(([rule, category]) => !(category === 'type-aware' && isTypeAware(rule)) && !PARSER_REFUSES.includes(rule))
  if (lost.length > 0 || warnings.length > 0)
    throw new Error(
      `lint: eslint.config.js does not carry over to oxlint whole:\n${[...lost.map(([r, c]) => `${r} (${c})`), ...warnings].join('\n')}`,
    )
  return config
}

/**
 * oxlint's findings with this configuration over `paths` (relative to `at`, the workspace's root unless a test gives
 * another tree), as oxlint's JSON report gives them.
 * @param {object} config
 * @param {string[]} paths
 * @param {string} [at]
 */
export function oxlintFindings(config, paths, at = root) {
  // At the root: oxlint reads an override's `files` relative to its configuration file, as ESLint reads them relative to
  // eslint.config.js. Named by the process, so two lints side by side do not share one; removed at the end.
  const file = join(at, `.oxlintrc.${process.pid}.json`)
  try {
    writeFileSync(file, JSON.stringify({ ...config, ignorePatterns: [...(config.ignorePatterns ?? []), ...NOT_ESLINTS] }))
    const directiveRules = unusedDirectiveRules(at)
    return oxlintDiagnostics(['-c', file, '--report-unused-disable-directives', ...paths], at).filter((d) => {
      const named = directiveRules(d)
      // Unused only because the rules it names are tsgolint's: its to judge. A directive naming no rule is judged here,
      // as ESLint judged it.
      return named === null || named.length === 0 || !named.every(namesTypeAwareRule)
    })
  } finally {
    rmSync(file, { force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { default: configs } = await import(pathToFileURL(join(root, 'eslint.config.js')).href)
  const findings = oxlintFindings(await oxlintConfigOf(configs), ['.'])
  for (const d of findings) console.log(findingLine(d))
  console.log(`oxlint (rules without types): ${findings.length} findings`)
  process.exit(findings.length ? 1 : 0)
}

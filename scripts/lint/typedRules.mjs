// What `pnpm lint` hands to tsgolint instead of ESLint (decision wave3-ci-9): the type-aware rules of eslint.config.js
// and the files ESLint lints with type information, both read from ESLint's own resolved config so that the two tools
// together apply exactly the rules `eslint .` applies, to exactly its files.
import { execFileSync } from 'node:child_process'
import tseslint from 'typescript-eslint'

const PREFIX = '@typescript-eslint/'

/** Whether a rule name (as ESLint or a directive spells it) is one of typescript-eslint's type-aware rules. */
export function isTypeAware(rule) {
  if (!rule.startsWith(PREFIX)) return false
  return tseslint.plugin.rules[rule.slice(PREFIX.length)]?.meta?.docs?.requiresTypeChecking === true
}

/** Whether a rule named as ESLint or as oxlint names it (`typescript/…`) is one of the type-aware rules. */
export const namesTypeAwareRule = (rule) => isTypeAware(rule) || rule.startsWith('typescript/')

/** tsgolint's name of a typescript-eslint rule. */
export const tsgolintName = (rule) => `typescript/${rule.slice(PREFIX.length)}`

const severityOf = (entry) => {
  const level = Array.isArray(entry) ? entry[0] : entry
  return level === 2 || level === 'error' ? 'error' : level === 1 || level === 'warn' ? 'warn' : 'off'
}

/**
 * The type-aware rules that are on, and the files they apply to. tsgolint takes one rule list for all files, so a
 * config that turns a typed rule on for some typed files only, sets another level or gives it options is refused here
 * (the rule would need to be handed over per file).
 */
export async function typedLint(eslint, cwd) {
  const candidates = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => /\.[cm]?tsx?$/.test(f))
  const files = []
  let rules = null
  for (const file of candidates) {
    if (await eslint.isPathIgnored(file)) continue
    const config = await eslint.calculateConfigForFile(file)
    if (!config?.languageOptions?.parserOptions?.projectService) continue
    files.push(file)
    const own = Object.entries(config.rules ?? {})
      .filter(([name, entry]) => isTypeAware(name) && severityOf(entry) !== 'off')
      .map(([name, entry]) => {
        if (
          severityOf(entry) !== 'error' ||
          (Array.isArray(entry) && entry.length > 1 && Object.keys(entry[1] ?? {}).length > 0)
        )
          throw new Error(
            `lint: ${name} is configured with a level or options other than "error" (${file}); tsgolint gets the type-aware rules as plain errors`,
          )
        return name
      })
      .sort()
    if (rules === null) rules = own
    else if (own.join() !== rules.join())
      throw new Error(
        `lint: the type-aware rules for ${file} differ from the other typed files'; tsgolint takes one list`,
      )
  }
  return { rules: rules ?? [], files }
}

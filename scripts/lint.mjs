// `pnpm lint`: every rule of eslint.config.js over the whole workspace (warnings fail) and dependency-cruiser's
// import-circle rule, side by side, each one's output printed whole when all have ended. eslint.config.js is where the
// rules are written, and editors and `npx eslint <file>` run it whole; here two faster linters run its rules. The
// type-aware ones run in tsgolint, typescript-eslint's rules ported to TypeScript 7, on the files ESLint lints with
// types (decision wave3-ci-9); every other rule runs in oxlint, from the configuration @oxlint/migrate makes of
// eslint.config.js, which refuses a rule it cannot carry over (decision wave3-ci-19).
import { join } from 'node:path'
import { runTogether } from './together.mjs'

const root = join(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules/.bin', name)

const steps = [
  {
    name: 'oxlint (rules without types)',
    cmd: process.execPath,
    args: [join(root, 'scripts/lint/rules.mjs')],
  },
  {
    name: 'tsgolint (type-aware rules)',
    cmd: process.execPath,
    args: [join(root, 'scripts/lint/types.mjs')],
  },
  {
    name: 'dependency-cruiser',
    cmd: bin('depcruise'),
    args: [
      'packages',
      'examples',
      'tooling',
      'scripts',
      'e2e',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ],
  },
]

const ended = await runTogether(
  steps.map(({ cmd, args }) => ({
    cmd,
    args,
    cwd: root,
    env: { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  })),
)
steps.forEach((step, i) => {
  const { ok, output, seconds } = ended[i]
  console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds.toFixed(1)} s)`)
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
})
process.exit(ended.every((e) => e.ok) ? 0 : 1)

// `pnpm lint`: ESLint over the whole workspace (`eslint .`, warnings fail) and dependency-cruiser's import-circle rule.
// Type-aware ESLint spends its time in TypeScript, one program per tsconfig, on one core; ESLint's own --concurrency
// hands files out one by one, so each of its threads would build every program again (decision wave3-ci-2). Here the
// workspace is linted by two ESLint processes instead, split by package so each builds only its own packages'
// programs: the first lints SPLIT, the second `.` less SPLIT, so together they lint exactly what `eslint .` lints.
// dependency-cruiser runs beside them. Each one's output is printed whole when all have ended.
import { join } from 'node:path'
import { runTogether } from './together.mjs'

const root = join(import.meta.dirname, '..')
const bin = (name) => join(root, 'node_modules/.bin', name)

/** About half of ESLint's work (api-server's and the example's drizzle and Vite types weigh most). */
const SPLIT = ['examples', 'packages/bridge', 'packages/react-ui']

const steps = [
  { name: `eslint ${SPLIT.join(' ')}`, cmd: bin('eslint'), args: [...SPLIT, '--max-warnings', '0'] },
  {
    name: 'eslint . (the rest)',
    cmd: bin('eslint'),
    args: ['.', ...SPLIT.flatMap((dir) => ['--ignore-pattern', `${dir}/**`]), '--max-warnings', '0'],
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
  // The seconds show whether SPLIT still halves ESLint's work.
  const { ok, output, seconds } = ended[i]
  console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds.toFixed(1)} s)`)
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
})
process.exit(ended.every((e) => e.ok) ? 0 : 1)

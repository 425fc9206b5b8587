// Runs commands at the same time, each one's output kept whole rather than interleaved: for steps that together fill
// the cores (scripts/lint.mjs, scripts/test-all.mjs). Not a command of its own.
import { spawn, spawnSync } from 'node:child_process'
import { setPriority } from 'node:os'

/** `chrt` (util-linux) where it can start a command in Linux's idle scheduling class; null elsewhere. */
let idleLauncher
function idleClassLauncher() {
  if (idleLauncher !== undefined) return idleLauncher
  const probe = process.platform === 'linux' ? spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' }) : null
  idleLauncher = probe?.status === 0 ? 'chrt' : null
  return idleLauncher
}

/**
 * Starts every step at once and resolves, once all have ended, with each one's result in the order given. With
 * `background`, each step runs only on CPU nothing else wants, and so do the processes it starts (they inherit it): in
 * Linux's idle scheduling class (SCHED_IDLE, through `chrt`), where any other task that wakes takes the CPU at once;
 * elsewhere at the lowest nice value, which other work still feels (decision wave3-ci-12).
 * @param {{ cmd: string, args: string[], cwd?: string, env?: Record<string, string> }[]} steps
 * @param {{ background?: boolean }} [options]
 * @returns {Promise<{ ok: boolean, seconds: number, output: string }[]>}
 * @example const [lint, types] = await runTogether([{ cmd: 'eslint', args: ['.'] }, { cmd: 'tsc', args: ['-b'] }])
 */
export function runTogether(steps, { background = false } = {}) {
  const launcher = background ? idleClassLauncher() : null
  const one = ({ cmd, args, cwd, env }) =>
    new Promise((resolve) => {
      const started = Date.now()
      const output = []
      const [file, argv] = launcher ? [launcher, ['--idle', '0', cmd, ...args]] : [cmd, args]
      const child = spawn(file, argv, { cwd, env: { ...process.env, ...env } })
      if (background && !launcher && child.pid !== undefined) {
        try {
          setPriority(child.pid, 19)
        } catch {
          // A system that refuses it runs the step at the usual priority: slower beside other work, not wrong.
        }
      }
      child.stdout.on('data', (d) => output.push(d))
      child.stderr.on('data', (d) => output.push(d))
      const done = (ok, note = '') =>
        resolve({
          ok,
          seconds: (Date.now() - started) / 1000,
          output: Buffer.concat(output).toString() + note,
        })
      child.on('error', (e) => done(false, `\n${e.message}\n`))
      child.on('close', (code) => done(code === 0))
    })
  return Promise.all(steps.map(one))
}

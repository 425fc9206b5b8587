// Runs commands at the same time, each one's output kept whole rather than interleaved: for steps that together fill
// the cores (scripts/lint.mjs, scripts/test-all.mjs). Not a command of its own.
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'

/**
 * Starts every step at once and resolves, once all have ended, with each one's result in the order given. With
 * `priority` (a nice value, 19 the lowest), each step's process runs at that CPU priority, and so do the processes it
 * starts, which inherit it: such a step takes only the CPU the other work of the machine leaves.
 * @param {{ cmd: string, args: string[], cwd?: string, env?: Record<string, string> }[]} steps
 * @param {{ priority?: number }} [options]
 * @returns {Promise<{ ok: boolean, seconds: number, output: string }[]>}
 * @example const [lint, types] = await runTogether([{ cmd: 'eslint', args: ['.'] }, { cmd: 'tsc', args: ['-b'] }])
 */
export function runTogether(steps, { priority } = {}) {
  const one = ({ cmd, args, cwd, env }) =>
    new Promise((resolve) => {
      const started = Date.now()
      const output = []
      const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env } })
      if (priority !== undefined && child.pid !== undefined) {
        try {
          setPriority(child.pid, priority)
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

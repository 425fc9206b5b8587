// `node scripts/e2e-cpu.mjs [e2e/a.spec.ts …]`: the CPU each Playwright spec file of the app's suite costs, run alone
// (two workers, as in CI) after a build: what to look at first when the CI's e2e stage is to get shorter (its cores are
// the limit, decision wave3-ci-11). Linux only, as root: each run goes into a control group of its own, whose CPU
// counter takes in every process of the run (Playwright, its browsers, the reference servers), whoever reaps them.
// Run it on a quiet machine, one at a time. Each row includes the run's own start (the reference server, Playwright,
// Chromium): the smallest file's row bounds that cost. Prints a table, writes reports/e2e-cpu.json.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'

if (!existsSync('packages/app/dist/index.html')) {
  console.error('Build first: npx -y pnpm@10 build (the e2e server serves packages/app/dist).')
  process.exit(2)
}
/**
 * A control group to run a command in and read its CPU seconds from: cgroup v1's cpuacct or cgroup v2's cpu.stat.
 * @returns {{ dir: string, join: string, cpu: () => number }}
 */
function controlGroup(name) {
  try {
    if (existsSync('/sys/fs/cgroup/cpuacct')) {
      const dir = `/sys/fs/cgroup/cpuacct/${name}`
      mkdirSync(dir)
      return { dir, join: `${dir}/tasks`, cpu: () => Number(readFileSync(`${dir}/cpuacct.usage`, 'utf8')) / 1e9 }
    }
    if (existsSync('/sys/fs/cgroup/cgroup.controllers')) {
      const dir = `/sys/fs/cgroup/${name}`
      mkdirSync(dir)
      const usage = () => Number(/usage_usec (\d+)/.exec(readFileSync(`${dir}/cpu.stat`, 'utf8'))?.[1] ?? NaN) / 1e6
      return { dir, join: `${dir}/cgroup.procs`, cpu: usage }
    }
  } catch (error) {
    console.error(`No control group (${error instanceof Error ? error.message : String(error)}): run as root on Linux.`)
    process.exit(2)
  }
  console.error('No cgroup file system at /sys/fs/cgroup: Linux only.')
  process.exit(2)
}

const port = process.env.E2E_PORT ?? '4390'
const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : readdirSync('e2e').filter((f) => f.endsWith('.spec.ts')).sort().map((f) => `e2e/${f}`)
const playwright = ['node_modules/@playwright/test/cli.js', 'test', '--reporter=dot', '--retries=0']

function measure(file) {
  const group = controlGroup(`e2e-cpu.${process.pid}.${Date.now()}`)
  const started = Date.now()
  // The shell joins the group, then becomes the run: everything the run starts is counted there.
  const command = 'echo $$ > "$0" && exec "$@"'
  const r = spawnSync('sh', ['-c', command, group.join, process.execPath, ...playwright, file], { env: { ...process.env, CI: '1', E2E_PORT: port }, encoding: 'utf8' })
  const wall = (Date.now() - started) / 1000
  const cpu = group.cpu()
  try {
    rmdirSync(group.dir)
  } catch {
    // A process of the run still alive keeps the group; it is left for the system to remove.
  }
  const passed = /(\d+) passed/.exec(r.stdout ?? '')?.[1] ?? '0'
  const failed = /(\d+) failed/.exec(r.stdout ?? '')?.[1] ?? '0'
  return { file, cpu: Math.round(cpu * 10) / 10, wall: Math.round(wall * 10) / 10, passed: Number(passed), failed: Number(failed), exit: r.status }
}

console.log(`${files.length} spec files, one at a time, 2 workers (${cpus().length} cores here), port ${port}`)
const rows = []
for (const file of files) {
  const row = measure(file)
  rows.push(row)
  console.log(`${String(row.cpu).padStart(7)} CPU-s ${String(row.wall).padStart(6)} s  ${row.passed} passed, ${row.failed} failed  ${file}`)
}
const smallest = [...rows].sort((a, b) => a.cpu - b.cpu)[0]
rows.sort((a, b) => b.cpu - a.cpu)
const total = rows.reduce((n, r) => n + r.cpu, 0)
console.log('\nBy CPU:')
for (const r of rows) console.log(`${String(r.cpu).padStart(7)} CPU-s  ${(100 * r.cpu / total).toFixed(1).padStart(5)} %  ${r.file}`)
console.log(`${total.toFixed(1).padStart(7)} CPU-s  in all; each row includes a start, at most ${smallest?.cpu ?? 0} CPU-s (the smallest file, ${smallest?.file ?? '-'})`)
mkdirSync('reports', { recursive: true })
writeFileSync('reports/e2e-cpu.json', `${JSON.stringify({ port, cores: cpus().length, rows, total }, null, 1)}\n`)
process.exit(rows.some((r) => r.exit !== 0) ? 1 : 0)

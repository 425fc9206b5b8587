// Shared by the benchmarks in scripts/bench (not a benchmark of its own): a fresh database on a PostgreSQL server,
// dropped when the benchmark is done, so a run never measures (or leaves) another run's data.
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const pg = createRequire(join(process.cwd(), 'examples/api-server/package.json'))('pg')

/**
 * Creates `tougu_bench_<random>` on the server of `url` (any database of it, e.g. `postgres`).
 * @param {string} url
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function throwawayPostgres(url) {
  const name = `tougu_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

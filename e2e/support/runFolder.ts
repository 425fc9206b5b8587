import { readdirSync, rmSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * playwright.config.ts's global teardown: removes what the run's tests kept in the run's folder (E2E_RUN_DIR) to share,
 * and the folder once empty.
 */
export default function removeRunFolder(): void {
  const run = process.env.E2E_RUN_DIR
  if (!run) return
  let entries: string[]
  try {
    entries = readdirSync(run)
  } catch {
    return
  }
  for (const entry of entries) if (entry.startsWith('next-of-')) rmSync(join(run, entry), { recursive: true, force: true })
  try {
    rmdirSync(run)
  } catch {
    // something else is kept there
  }
}

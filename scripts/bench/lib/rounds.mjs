// Shared by the benchmarks in scripts/bench (not a benchmark of its own).
import { median } from './median.mjs'

/** The page a benchmark compares with in the same rounds (its `…_COMPARE` setting), or none: no targets for it. */
export const comparePages = (url) => (url ? [{ name: 'compare', url, compared: true }] : [])

/**
 * Loads every page `rounds` times, round by round (every page once per round), so that a slow spell of the machine
 * falls on all pages alike; then the medians of each page's numeric figures.
 * @param {{ name: string, url: string, compared?: boolean }[]} pages
 * @param {number} rounds
 * @param {(page: { name: string, url: string }, index: number) => unknown} loadOnce one load's figures (or a promise of them)
 * @returns {Promise<{ page: string, path: string, compared: boolean, median: Record<string, number>, runs: object[] }[]>}
 */
export async function inRounds(pages, rounds, loadOnce) {
  const runsOf = new Map(pages.map((page) => [page, []]))
  let index = 0
  for (let i = 0; i < rounds; i++) for (const [page, runs] of runsOf) runs.push(await loadOnce(page, index++))
  return [...runsOf].map(([page, runs]) => ({
    page: page.name,
    path: page.compared ? page.url : new URL(page.url).pathname,
    compared: Boolean(page.compared),
    median: Object.fromEntries(
      Object.keys(runs[0])
        .filter((k) => typeof runs[0][k] === 'number')
        .map((k) => [k, median(runs.map((r) => r[k]))]),
    ),
    runs,
  }))
}

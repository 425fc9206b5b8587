import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Test files that take long for their size, from the repository's root: one waits on the wall clock, one does a
 * database's work in a few lines. Vitest runs the files it has timed longest first; on a fresh clone it has timed none
 * and runs the largest first, which put these two last, where they ran alone while the other worker idled (decision
 * wave3-ci-21). They start first instead, beside the rest.
 */
export const LONG_SMALL_FILES = [
  // A kept-alive connection still open after 6 s idle (past Node's default 5 s).
  'examples/api-server/src/keepAlive.test.ts',
  // Makes PGlite's migrated snapshot and starts three databases from it.
  'examples/api-server/src/db/migratedSnapshot.test.ts',
] as const

const isLongSmall = (file: TestSpecification) => LONG_SMALL_FILES.some((path) => file.moduleId.endsWith(`/${path}`))

/** Vitest's own order, with LONG_SMALL_FILES moved to the front. */
export class LongSmallFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted.filter(isLongSmall), ...sorted.filter((file) => !isLongSmall(file))]
  }
}

import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { LongSmallFilesFirst } from './tooling/vitestSequencer.js'

// One run over every package; each package is its own project with its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the two-core CI machine, where half of
    // each test file's time is waiting (imports, servers, databases). A worker per core (figures: wave2-speed-13).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongSmallFilesFirst },
    projects: [
      'packages/core',
      'packages/bridge',
      'packages/react-ui',
      'packages/app',
      'packages/app/vitest.ssr.config.ts',
      'examples/api-server',
      'examples/core-node',
      'examples/native-host',
      'examples/vue-property',
      'tooling',
    ],
  },
})

import { defineConfig } from 'vitest/config'

// One run over every package; each package is its own project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/bridge',
      'packages/react-ui',
      'packages/app',
      'examples/api-server',
      'examples/core-node',
      'examples/native-host',
      'examples/vue-property',
      'tooling',
    ],
  },
})

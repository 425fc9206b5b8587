import { workspaceAliases } from '../../../tooling/workspaceAliases.js'
import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The reference server's artwork, for the Picture stories.
  staticDirs: [{ from: '../../../examples/api-server/src/media/art/files', to: '/art' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(cfg) {
    const existing = cfg.resolve?.alias
    const aliases = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({
          find,
          replacement: String(replacement),
        }))
    cfg.resolve = { ...cfg.resolve, alias: [...workspaceAliases, ...aliases] }
    return cfg
  },
}
export default config

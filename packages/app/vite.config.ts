import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { firstScreenManifest } from './build/firstScreen.js'
import { precompress } from './build/precompress.js'

/** The spec's `{base}`: the public path prefix every route sits under. */
const base = normaliseBase(process.env.TOUGU_BASE ?? '/tougu')
const apiTarget = process.env.TOUGU_API ?? 'http://127.0.0.1:8787'

function normaliseBase(b: string): string {
  const trimmed = b.replace(/\/+$/, '')
  return `${trimmed.startsWith('/') ? '' : '/'}${trimmed}/`
}

export default defineConfig({
  base,
  plugins: [react(), firstScreenManifest({
      routesDir: fileURLToPath(new URL('./src/routes', import.meta.url)),
      appModule: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
    }), precompress()],
  resolve: {
    // The theme stylesheet from source, like the packages themselves: react-ui's `sideEffects` lets bundlers
    // skip its index module, so main.tsx imports the stylesheet explicitly.
    alias: [
      ...workspaceAliases,
      { find: /^@tougu\/react-ui\/style\.css$/, replacement: fileURLToPath(new URL('../react-ui/src/theme/theme.css', import.meta.url)) },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget } },
  // The manifest maps each route's lazy chunk to its files, for scripts/bench/route-chunks.mjs.
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2020',
    manifest: true,
  },
})

import { defineConfig } from 'vite'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { appProxy } from './appProxy.js'

/** The app server the phone frame shows (proxied through this origin). */
const target = (process.env.TOUGU_APP_ORIGIN ?? 'http://127.0.0.1:8787').replace(/\/+$/, '')
const base = `/${(process.env.TOUGU_BASE ?? '/tougu').replace(/^\/+|\/+$/g, '')}`

export default defineConfig({
  plugins: [appProxy({ target, base })],
  define: {
    // The key offline packages must be signed with (docs/bridge-protocol.md §15.3); empty: the reference server's demo key.
    __PACKAGE_PUBLIC_KEY__: JSON.stringify(process.env.TOUGU_PACKAGE_PUBLIC_KEY ?? ''),
  },
  resolve: { alias: workspaceAliases },
  server: { host: '127.0.0.1', port: 5180 },
  preview: { host: '127.0.0.1', port: 5180 },
  // Two pages: the simulator and the device conformance page (conformance.html, served by your test build).
  build: { outDir: 'dist', target: 'es2022', rollupOptions: { input: { main: 'index.html', conformance: 'conformance.html' } } },
})

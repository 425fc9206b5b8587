import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { bootStandsAlone } from './build/bootEntry.js'
import { firstScreenManifest } from './build/firstScreen.js'
import { precompress } from './build/precompress.js'
import { offlinePackage } from './build/offlinePackage.js'
import { appVersion } from './build/appVersion.js'
import { noDocStrings } from './build/docStrings.js'
import { ROUTE_META } from './src/routes/routeMeta.js'

/** The spec's `{base}`: the public path prefix every route sits under. */
const base = normaliseBase(process.env.TOUGU_BASE ?? '/tougu')
const apiTarget = process.env.TOUGU_API ?? 'http://127.0.0.1:8787'
/** The release this build is (decision wave3-shipping-1): RUM reports it, the service worker and the offline package carry it. */
const version = appVersion(process.env.TOUGU_APP_VERSION, JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
/** The lowest native app version that may run this build's offline package. */
const minAppVersion = process.env.TOUGU_PACKAGE_MIN_APP_VERSION?.trim() || '6.0.0'

function normaliseBase(b: string): string {
  const trimmed = b.replace(/\/+$/, '')
  return `${trimmed.startsWith('/') ? '' : '/'}${trimmed}/`
}

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))
const appModule = src('main.tsx')
/** The route table as the build needs it: each route's title and its screen's module. */
const buildRoutes = ROUTE_META.map(({ path, title, screen }) => ({ path, title, ...(screen ? { screenModule: src(`screens/${screen.module}.tsx`) } : {}) }))

/**
 * The server's renderer of first screens (src/server/renderPage.tsx, decision wave3-house-1): `vite build --ssr` writes
 * it as one file into the build, where the reference server finds it; the static server never serves it.
 */
export const SERVER_RENDERER_DIR = 'dist/.server'

/**
 * Common chunks under this many bytes of source are copied into the chunks that read them (decision wave3-ci-16): at
 * 8 KiB a screen loads in about half the requests, for a quarter more code over the whole build (what the service
 * worker and the offline package carry).
 */
const INLINED_COMMON_CHUNK_BYTES = 8 * 1024

/**
 * The browser's build. React 19 in production, as in tests and Storybook (decision wave3-house-2): one runtime
 * everywhere. Chunks are the bundler's own (each lazy screen its own chunk, shared code where the bundler puts it),
 * with one group of ours: React, so the boot entry can run it in a task of its own before the app. The small common
 * chunks the bundler would make (a helper two screens share, under INLINED_COMMON_CHUNK_BYTES of source) are copied
 * into the chunks that read them (Rolldown's inline common chunks; one copy runs, one state): a screen's code arrives
 * in a few requests instead of a waterfall of many small ones (decision wave3-ci-16).
 */
const browserPlugins = (): PluginOption[] => [
  firstScreenManifest({ routes: buildRoutes, appModule }),
  precompress(),
  bootStandsAlone(),
  // Repeat visits (decision wave3-shipping-3): src/release/serviceWorker.ts precaches the build's code and the app
  // registers it itself after the first screen (src/release/registerServiceWorker.ts), so nothing is injected.
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/release',
    filename: 'serviceWorker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // Code and the document, never data: API answers are not files of the build.
      globPatterns: ['index.html', 'assets/**/*.{js,css,svg,png,webp,woff2}'],
      globIgnores: ['**/*.map', 'offline/**', '.vite/**', '.server/**'],
      // Hashed file names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
  }),
  offlinePackage({ version, base: base.replace(/\/$/, ''), minAppVersion, variants: [WECHAT_VARIANT_SEGMENT], routes: ROUTE_META.map((r) => r.path) }),
]

export default defineConfig(({ isSsrBuild }) => ({
  base,
  // Read by the modules that load after the first screen (src/release, src/rum) and by the service worker's build.
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(version),
    // The renderer runs React's production build whatever NODE_ENV the server has (the browser's build is one already).
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  plugins: [noDocStrings(), react(), ...(isSsrBuild ? [] : browserPlugins())],
  resolve: {
    // The theme stylesheet from source, like the packages themselves: react-ui's `sideEffects` lets bundlers
    // skip its index module, so main.tsx imports the stylesheet explicitly.
    alias: [
      ...workspaceAliases,
      { find: /^@tougu\/react-ui\/style\.css$/, replacement: fileURLToPath(new URL('../react-ui/src/theme/theme.css', import.meta.url)) },
      // The live room's player: hls.js's light build (no subtitles, alternate audio or DRM, none of which it uses), with
      // the full build's types (decision wave3-journey-6).
      { find: /^hls\.js$/, replacement: 'hls.js/light' },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget } },
  // The renderer carries its libraries: the server loads one file, whatever node_modules it runs beside.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: SERVER_RENDERER_DIR,
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        rolldownOptions: { input: src('server/renderPage.tsx'), output: { codeSplitting: false, entryFileNames: 'renderPage.js' } },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        target: 'es2020',
        // The manifest maps each route's lazy chunk to its files, for scripts/bench/route-chunks.mjs.
        manifest: true,
        modulePreload: false,
        rolldownOptions: {
          // What inlining common chunks requires: the one entry (boot.ts) exports nothing anyone imports.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 10 }],
              // Chunks holding styles stay files: Vite emits a style module's CSS from every chunk that lists it.
              experimentalInlineCommonChunks: { maxSize: INLINED_COMMON_CHUNK_BYTES, exclude: /\.css(?:\?|$)/ },
            },
          },
        },
      },
}))

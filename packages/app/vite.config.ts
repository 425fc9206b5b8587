import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { workspaceAliases } from '../../tooling/workspaceAliases.js'
import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { bootStandsAlone } from './build/bootEntry.js'
import { noChunkCycles } from './build/chunkCycles.js'
import { firstScreenManifest } from './build/firstScreen.js'
import { precompress } from './build/precompress.js'
import { screensChunkModules, type ScreensGraph } from './build/screensChunk.js'
import { noTwoModuleFormats } from './build/twoFormats.js'
import { offlinePackage } from './build/offlinePackage.js'
import { appVersion } from './build/appVersion.js'
import { noDocStrings } from './build/docStrings.js'

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

/**
 * Production builds render with Preact's React-compatible layer (decision wave2-speed-5): 10 kB gzip instead of
 * react-dom's 60 kB on the first screen. Tests, Storybook and the dev server keep React; the end-to-end suites run
 * the production build. `TOUGU_REACT=1` builds with React, to compare.
 */
const fromApp = createRequire(import.meta.url)
const preactDir = dirname(fromApp.resolve('preact/package.json'))
const preactExports = (JSON.parse(readFileSync(join(preactDir, 'package.json'), 'utf8')) as { exports: Record<string, Record<string, string>> }).exports
/**
 * The ES module build of a Preact entry (`browser`, else `import` in its exports). `require.resolve` gives the CommonJS
 * file: with it the bundle carried two copies of preact/compat, the CommonJS one for `react` and the ES one that
 * preact/compat/client imports.
 */
const preactEsm = (entry: string) => {
  const target = preactExports[entry]
  const file = target?.browser ?? target?.import
  if (!file) throw new Error(`preact has no ES module build for ${entry}`)
  return join(preactDir, file)
}
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: preactEsm('./compat/client') },
  { find: /^react-dom$/, replacement: preactEsm('./compat') },
  { find: /^react\/jsx-runtime$/, replacement: preactEsm('./jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactEsm('./jsx-dev-runtime') },
  { find: /^react$/, replacement: preactEsm('./compat') },
]

const appModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
const bootModule = fileURLToPath(new URL('./src/boot.ts', import.meta.url))
const contractModule = fileURLToPath(new URL('./src/boot/contractChunk.ts', import.meta.url))
const APP_SRC = /packages\/app\/src\//

/**
 * What the boot entry runs before the app's chunks arrive (decision wave2-speed-6): the app's own modules it imports,
 * and the leaf modules of the packages and of Vite it takes single functions from (a package's index would pull the
 * package). They form the `boot` chunk, which the app chunk imports too; `bootStandsAlone` fails the build when the
 * entry comes to import anything bigger.
 */
const BOOT_LEAVES = /packages\/bridge\/src\/platform\/(?:detectPlatform|isWechatVariant)\.ts$|packages\/core\/src\/(?:model\/sortMenu|links\/(?:mediaHref|mediaSources))\.ts$|vite\/preload-helper/
const bootClosure = (graph: ModuleGraph) => staticClosure(graph, bootModule, (id) => APP_SRC.test(id))

/**
 * Where the app chunk may draw from: the app's own modules, core, bridge and the small libraries under them. The UI
 * kit and antd-mobile stay in their own chunks, shared with the screens that use them.
 */
const APP_CHUNK_SOURCES = [
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:wouter|regexparam|ky|zod|date-fns)\//,
  /packages\/(?:core|bridge)\/src\//,
  /packages\/app\/src\//,
]
/**
 * What of the app chunk's sources forms the `contract` chunk (decision wave2-speed-7): core and the libraries under it.
 * The boot entry runs it (through src/boot/contractChunk.ts) in a task of its own before the app chunk.
 */
const CONTRACT_SOURCES = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:ky|zod|date-fns)\/|packages\/core\/src\//
/**
 * Core's long legal texts (agreements, the risk disclosure, the 匹配意见, the privacy policy; issue #37): only the
 * signing, sign-in and product pages use them, so they stay out of the first screens' `contract` and `app` chunks
 * and go with the routes that import them (decision wave3-compliance-10).
 */
const ROUTE_ONLY_CORE = /packages\/core\/src\/compliance\/legalTexts\.ts$/
/**
 * The risk warning the boot entry opens when the contract chunk has run (decision wave2-speed-11), with what it needs
 * that is not core: in the contract chunk, which every first screen loads first (the boot chunk stays as small as it
 * is: a few hundred bytes more there cost Lighthouse's model a round trip on home).
 */
const BOOT_RISK_WARNING =
  /packages\/app\/src\/(?:boot\/openBootRiskWarning|root\/advicePages)\.ts$|packages\/react-ui\/src\/components\/risk-warning-dialog\/openRiskWarningDialog\.ts$/

/**
 * The libraries everything stands on (Preact, RxJS, antd-mobile's small helpers, the kit's shared modules), no
 * animation code among them. They import nothing from the app chunk, which imports them: chunks that import each other
 * run in the wrong order (a helper calling Preact before Preact's chunk ran).
 */
const VENDOR =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:preact|rxjs|@tanstack\/(?:query-core|react-query)|tslib|antd-mobile\/es\/utils|classnames|react-is|lodash|ahooks|@babel\/runtime\/helpers\/(?!regenerator|asyncToGenerator|OverloadYield)|use-sync-external-store)\/|antd-mobile\/es\/global\/|vite\/preload-helper|@oxc-project\+runtime@[^/]+\/helpers\/|packages\/react-ui\/src\/(?:messages|observable|layout|theme|components\/tab-bar\/)/
/**
 * antd-mobile's index: its code is one side-effect import (the global styles, in the vendor chunk). Left alone it
 * became a chunk of 29 bytes, `import "./vendor.js"`, one more request on every screen that imports from 'antd-mobile'.
 */
const ANTD_INDEX = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?antd-mobile\/es\/index\.js$/
/** Animation code, and the imperative rendering dialogs and toasts use: not what a card needs. */
const ANIMATION = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:@react-spring|@use-gesture|rc-util)\//

type ModuleGraph = ScreensGraph

const cleanMemo = new WeakMap<ModuleGraph, Map<string, boolean>>()
/** A module that neither is ANIMATION nor imports it, however indirectly. */
function withoutAnimation(graph: ModuleGraph, id: string): boolean {
  let memo = cleanMemo.get(graph)
  if (!memo) cleanMemo.set(graph, (memo = new Map()))
  const known = memo.get(id)
  if (known !== undefined) return known
  memo.set(id, true) // a cycle back to this module adds nothing
  const clean = !ANIMATION.test(id) && (graph.getModuleInfo(id)?.importedIds ?? []).every((dep) => withoutAnimation(graph, dep))
  memo.set(id, clean)
  return clean
}

const closureMemo = new WeakMap<ModuleGraph, Map<string, Set<string>>>()
/** What `from` imports statically, transitively, through the modules `follow` accepts; `from` itself not included. */
function staticClosure(graph: ModuleGraph, from: string, follow: (id: string) => boolean): Set<string> {
  let memo = closureMemo.get(graph)
  if (!memo) closureMemo.set(graph, (memo = new Map()))
  const cached = memo.get(from)
  if (cached) return cached
  const ids = new Set<string>()
  const visit = (id: string) => {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? [])
      if (next !== from && !ids.has(next) && follow(next)) {
        ids.add(next)
        visit(next)
      }
  }
  visit(from)
  memo.set(from, ids)
  return ids
}
/** What main.tsx imports statically, transitively, among APP_CHUNK_SOURCES (lazy screens stay their own chunks). */
const appClosure = (graph: ModuleGraph) =>
  staticClosure(graph, appModule, (id) => !ROUTE_ONLY_CORE.test(id) && APP_CHUNK_SOURCES.some((re) => re.test(id)))

/**
 * The screens a visit most often starts on (the routes of src/boot/firstScreenRequests.ts). What they import from the
 * app, the kit and antd-mobile, apart from animation code, forms one `screens` chunk (decision wave2-speed-6): left to
 * the default it came as ~15 files of about a kilobyte each, and on a phone's six connections each file costs a round
 * trip before the first screen can render. Other screens share the chunk (it is cached after the first screen).
 */
const FIRST_SCREEN_MODULES = ['screens/community/Home.tsx'].map((p) =>
  fileURLToPath(new URL(`./src/${p}`, import.meta.url)),
)
const SCREEN_SHARED_SOURCES = /packages\/(?:app|react-ui)\/src\/|node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?antd-mobile(?:-icons)?\/es\//
const screenGroups = new WeakMap<ModuleGraph, Set<string>>()
/** Whether a higher group (boot, app, vendor) takes the module. */
const inHigherGroup = (graph: ModuleGraph, id: string) =>
  BOOT_LEAVES.test(id) || bootClosure(graph).has(id) || appClosure(graph).has(id) || (VENDOR.test(id) && withoutAnimation(graph, id))
function screensGroup(graph: ModuleGraph): Set<string> {
  let ids = screenGroups.get(graph)
  if (!ids) screenGroups.set(graph, (ids = screensChunkModules(graph, FIRST_SCREEN_MODULES, SCREEN_SHARED_SOURCES, (id) => inHigherGroup(graph, id))))
  return ids
}

export default defineConfig(({ command }) => ({
  base,
  // Read by the modules that load after the first screen (src/release, src/rum) and by the service worker's build.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  plugins: [noDocStrings(), react(), firstScreenManifest({
      routesDir: fileURLToPath(new URL('./src/routes', import.meta.url)),
      appModule,
    }), precompress(), noChunkCycles(), bootStandsAlone(), noTwoModuleFormats(),
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
        globIgnores: ['**/*.map', 'offline/**', '.vite/**'],
        // Hashed file names change with their content: no revision query needed.
        dontCacheBustURLsMatching: /assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
    offlinePackage({ version, base: base.replace(/\/$/, ''), minAppVersion, variants: [WECHAT_VARIANT_SEGMENT] })],
  resolve: {
    // The theme stylesheet from source, like the packages themselves: react-ui's `sideEffects` lets bundlers
    // skip its index module, so main.tsx imports the stylesheet explicitly.
    alias: [
      ...(command === 'build' && process.env.TOUGU_REACT !== '1' ? preactAliases : []),
      ...workspaceAliases,
      { find: /^@tougu\/react-ui\/style\.css$/, replacement: fileURLToPath(new URL('../react-ui/src/theme/theme.css', import.meta.url)) },
      // The live room's player: hls.js's light build (no subtitles, alternate audio or DRM, none of which it uses), with
      // the full build's types (decision wave3-journey-6).
      { find: /^hls\.js$/, replacement: 'hls.js/light' },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': apiTarget } },
  // The manifest maps each route's lazy chunk to its files, for scripts/bench/route-chunks.mjs.
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2020',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) => (BOOT_LEAVES.test(id) || bootClosure(ctx).has(id) ? 'boot' : null),
              priority: 40,
              includeDependenciesRecursively: false,
            },
            // One chunk for what every first screen runs (decision wave2-speed-5): left to the default, the app's
            // own shared modules and small libraries came as ~30 files of a few hundred bytes each, one request
            // (and one set of response headers) apiece.
            {
              // main.tsx itself stays the chunk boot.ts imports: grouped, its chunk became a facade whose export
              // rolldown left undefined ("Export 'main_exports' is not defined").
              name: (id, ctx) => (appClosure(ctx).has(id) ? 'app' : null),
              priority: 20,
              includeDependenciesRecursively: false,
            },
            {
              name: (id, ctx) =>
                id === contractModule || BOOT_RISK_WARNING.test(id) || (CONTRACT_SOURCES.test(id) && appClosure(ctx).has(id)) ? 'contract' : null,
              priority: 25,
              includeDependenciesRecursively: false,
            },
            {
              name: (id, ctx) => (screensGroup(ctx).has(id) ? 'screens' : null),
              priority: 10,
              includeDependenciesRecursively: false,
            },
            // Under it, the libraries (VENDOR), apart from the animation library: by default antd-mobile's small
            // helpers shared its chunk, so a screen with one card loaded 27 kB gzip of animation code.
            {
              name: (id, ctx) => (ANTD_INDEX.test(id) || (VENDOR.test(id) && withoutAnimation(ctx, id)) ? 'vendor' : null),
              priority: 30,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}))

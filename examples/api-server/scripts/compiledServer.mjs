// The server as one compiled JavaScript file (decision wave3-ci-6). Started through tsx, every start transpiled and
// resolved each of the server's and core's TypeScript modules again (~2 CPU-s of a start's ~8, in the end-to-end runs
// that start a dozen servers). The compiled file is the same code tsx runs: the server's sources and core's (through
// the tsconfig paths, as tsx resolves them), with the server's own dependencies left to node_modules. A record beside
// it lists every workspace file it was made from with its SHA-256; a start that finds any of them changed (or the
// record missing) compiles again, so a changed source never runs stale.
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url))
const RECORD = 'server.json'
/** Compiled files another start may still be loading are kept this long after a newer one replaced them. */
const KEEP_REPLACED_MS = 10 * 60 * 1000

/** @param {string} file */
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex')

/**
 * The record of the compiled file in `outDir`, if every file it was made from is unchanged.
 * @param {string} root @param {string} outDir
 * @returns {string | null} the compiled file's path
 */
function currentCompiled(root, outDir) {
  let record
  try {
    record = JSON.parse(readFileSync(join(outDir, RECORD), 'utf8'))
  } catch {
    return null
  }
  if (record?.format !== 1 || typeof record.file !== 'string' || typeof record.inputs !== 'object' || record.inputs === null) return null
  for (const [file, hash] of Object.entries(record.inputs)) {
    try {
      if (sha256(resolve(root, file)) !== hash) return null
    } catch {
      return null
    }
  }
  const compiled = join(outDir, record.file)
  try {
    statSync(compiled)
  } catch {
    return null
  }
  return compiled
}

/**
 * Each workspace module keeps its own `import.meta.url` in the compiled file: the migrations, the demo stream's
 * segments and the built app are found from where their module's source lies, as under tsx.
 * @param {string} outDir @returns {import('esbuild').Plugin}
 */
const ownLocation = (outDir) => ({
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.split(sep).includes('node_modules')) return undefined
      const source = readFileSync(args.path, 'utf8')
      const from = relative(outDir, args.path).split(sep).join('/')
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(from)}, import.meta.url).href`), loader: 'ts' }
    })
  },
})

/**
 * A current compiled server: the one `outDir` holds when every file it was made from is unchanged, else one compiled
 * now (written under a new name and then recorded, so a start running at the same time loads either whole).
 * @param {{ root?: string, entry?: string, outDir?: string }} [options] the package, its entry (src/main.ts), where
 *   the compiled file goes (dist)
 * @returns {Promise<{ file: string, compiled: boolean }>}
 * @example const { file } = await compiledServer(); await import(pathToFileURL(file).href)
 */
export async function compiledServer({ root = PACKAGE_ROOT, entry = 'src/main.ts', outDir = 'dist' } = {}) {
  const out = resolve(root, outDir)
  const current = currentCompiled(root, out)
  if (current) return { file: current, compiled: false }
  mkdirSync(out, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  // The server's own dependencies load from node_modules as they do under tsx; the workspace's packages are compiled
  // from their sources, and what those import is compiled with them.
  const external = Object.entries(manifest.dependencies ?? {})
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name)
  const temporary = join(out, `server-${process.pid}-${Date.now()}.tmp.js`)
  const result = await build({
    entryPoints: [resolve(root, entry)],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    metafile: true,
    sourcemap: 'inline',
    sourcesContent: false,
    logLevel: 'error',
    plugins: [ownLocation(out)],
  })
  const inputs = {}
  const made = [fileURLToPath(import.meta.url), join(root, 'package.json')]
  for (const input of Object.keys(result.metafile.inputs)) made.push(resolve(input))
  for (const tsconfig of tsconfigChain(join(root, 'tsconfig.json'))) made.push(tsconfig)
  for (const file of made) {
    if (file.split(sep).includes('node_modules')) continue
    inputs[relative(root, file).split(sep).join('/')] = sha256(file)
  }
  const code = readFileSync(temporary)
  const name = `server-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`
  renameSync(temporary, join(out, name))
  const record = join(out, `${RECORD}.${process.pid}.tmp`)
  writeFileSync(record, `${JSON.stringify({ format: 1, file: name, inputs }, null, 1)}\n`)
  renameSync(record, join(out, RECORD))
  pruneReplaced(out, name)
  return { file: join(out, name), compiled: true }
}

/**
 * The tsconfig files that decide how the entry compiles: its own and those it extends (relative paths only).
 * @param {string} file @returns {string[]}
 */
function tsconfigChain(file) {
  const chain = []
  for (let at = file; at; ) {
    chain.push(at)
    let extended
    try {
      extended = JSON.parse(readFileSync(at, 'utf8')).extends
    } catch {
      break
    }
    at = typeof extended === 'string' && extended.startsWith('.') ? resolve(dirname(at), extended) : ''
  }
  return chain
}

/** @param {string} out @param {string} keep */
function pruneReplaced(out, keep) {
  for (const entry of readdirSync(out)) {
    if (entry === keep || !/^server-.*\.js$/.test(entry)) continue
    const path = join(out, entry)
    try {
      if (Date.now() - statSync(path).mtimeMs > KEEP_REPLACED_MS) rmSync(path, { force: true })
    } catch {
      // Removed by another start at the same time.
    }
  }
}

/**
 * The start of every test file of the suites that share a worker's modules and DOM between files (app:
 * `sharedDomPool` in tooling/vitestPool.ts, decision wave3-ci-7). Vitest runs the setup files again before each test
 * file, even without isolation, so this puts back what one file could leave for the next:
 * - the project's own modules (every module of this repository outside node_modules) are evaluated again when the
 *   file imports them, so their module state starts as it does in a fresh page (the first screen not yet painted, no
 *   dialog opened, no scroll position read); the libraries under node_modules (React, antd-mobile, Testing Library,
 *   happy-dom) stay evaluated once a worker, which is what the shared worker saves. A file's `vi.mock` then applies
 *   to the project's modules it imports, and ends with the file (vitest keeps mocks per test file);
 * - the document (head and body emptied, the attributes of `<html>` and `<body>` removed, so no modal `<dialog>` left
 *   open makes the next page inert), local and session storage, cookies, the URL and history entry, the viewport;
 * - the clock and stubs: real timers, stubbed globals and environment variables put back.
 * A leak this does not cover fails `tooling/vitestFileReset.test.ts`'s planted files in a shared worker.
 */
import { vi } from 'vitest'

/** What vitest keeps of each module it evaluated in this worker (its module runner's graph). */
interface ModuleNode {
  id: string
  file?: string | null
  evaluated: boolean
  promise?: Promise<unknown>
  exports?: unknown
  importers: Set<string>
}
interface WorkerState {
  evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> }
}

const WORKER_STATE = '__vitest_worker__'
const FIRST_STATE = Symbol.for('tougu.vitestFileReset.firstState')

/** The page as the worker's environment first made it, so every file starts from the same one. */
interface FirstState {
  url: string
  width: number
  height: number
}

function projectModules(): ModuleNode[] {
  const state = (globalThis as Record<string, unknown>)[WORKER_STATE] as WorkerState | undefined
  const graph = state?.evaluatedModules?.idToModuleMap
  // vitest's module graph is not public API: when an upgrade changes it, say so here rather than leak state quietly.
  if (typeof graph?.values !== 'function') throw new Error('vitestFileReset: vitest no longer exposes its module graph as __vitest_worker__.evaluatedModules')
  const self = new URL(import.meta.url).pathname
  return [...graph.values()].filter((node) => {
    const file = node.file ?? node.id
    return file.startsWith('/') && !file.includes('/node_modules/') && file !== self
  })
}

/** As vitest's own reset between isolated files: the code stays fetched, the module is evaluated again on import. */
function resetProjectModules() {
  for (const node of projectModules()) {
    node.promise = undefined
    node.exports = undefined
    node.evaluated = false
    node.importers.clear()
  }
}

function firstState(): FirstState {
  const holder = globalThis as unknown as Record<symbol, FirstState | undefined>
  return (holder[FIRST_STATE] ??= { url: location.href, width: innerWidth, height: innerHeight })
}

function resetDocument() {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
  }
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const node of [...document.documentElement.childNodes]) {
    if (node !== document.head && node !== document.body) node.remove()
  }
}

function resetStorage() {
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

interface HappyDomPage {
  setURL(url: string): void
  setViewport(viewport: { width: number; height: number }): void
}

function resetPage(first: FirstState) {
  const page = (window as unknown as { happyDOM?: HappyDomPage }).happyDOM
  if (location.href !== first.url) page?.setURL(first.url)
  history.replaceState(null, '', first.url)
  if (innerWidth !== first.width || innerHeight !== first.height) page?.setViewport({ width: first.width, height: first.height })
  scrollTo(0, 0)
}

/** Puts the worker back as a fresh file would find it; run by the suites' setup file before anything else. */
export function resetBetweenFiles() {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  resetProjectModules()
  // A file may run in Node's environment (`@vitest-environment node`): it has no page to put back.
  if (typeof document === 'undefined') return
  const first = firstState()
  resetPage(first)
  resetDocument()
  resetStorage()
}

resetBetweenFiles()

import { readFileSync } from 'node:fs'
import { CAPABILITY_NAMES } from '@tougu/bridge'
import { describe, expect, it } from 'vitest'
import { createHandlers, type HostState, type WebviewChrome } from '../src/nativeHandlers.js'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')
const swift = read('./TouguBridge.swift')
const kotlin = read('./TouguBridge.kt')

// The simulator's handler table, built with inert host parts (no handler runs here).
const simulator = Object.keys(createHandlers({} as HostState, {} as WebviewChrome))

/** Names in the order their handler-table entries appear: `"name": {` (Swift) or `"name" to {` (Kotlin). */
function tableOf(source: string, entry: RegExp): string[] {
  return [...source.matchAll(entry)].map((m) => m[1] as string)
}
const swiftTable = tableOf(swift, /^\s{4}"([A-Za-z]+)": \{/gm)
const kotlinTable = tableOf(kotlin, /^\s{4}"([A-Za-z]+)" to \{/gm)

/** The hello `methods` list of a file: the string literals of `methods = [...]` / `listOf(...)`. */
function announced(source: string, start: RegExp): string[] {
  const from = source.search(start)
  const end = source.indexOf(source.slice(from).includes('listOf(') ? ')' : ']', from)
  return [...source.slice(from, end).matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1] as string)
}

describe('the reference hosts and the simulator cover the same capabilities', () => {
  const every = [...CAPABILITY_NAMES].sort()

  it('the simulator has a handler for every capability and nothing else', () => {
    expect([...simulator].sort()).toEqual(every)
  })

  it('Swift and Kotlin mirror the simulator handler table one to one, in its order', () => {
    expect(swiftTable).toEqual(simulator)
    expect(kotlinTable).toEqual(simulator)
  })

  it('both announce every capability in the hello answer', () => {
    expect(announced(swift, /static let methods = \[/).sort()).toEqual(every)
    expect(announced(kotlin, /val methods = listOf\(/).sort()).toEqual(every)
  })

  it('both speak the protocol parts the simulator gets from FakeNativeHost', () => {
    for (const source of [swift, kotlin]) {
      expect(source).toContain('"bridge.hello"')
      expect(source).toContain('"bridge.cancel"')
      expect(source).toContain('"keepAlive"')
      expect(source).toContain('window.__touguBridge && window.__touguBridge.receive(')
      expect(source).toContain('"UNIMPLEMENTED"')
      expect(source).toContain('allowedOrigins')
      expect(source).toContain('TouguApp/')
    }
    expect(swift).toContain('"protocolVersion": 1')
    expect(kotlin).toContain('put("protocolVersion", 1)')
    expect(swift).toContain('add(self, name: "touguBridge")')
    expect(swift).toContain('isMainFrame')
    expect(kotlin).toContain('addJavascriptInterface(this, "touguBridge")')
    expect(kotlin).toContain('@JavascriptInterface')
  })
})

describe('the reference hosts follow the offline package protocol (docs/bridge-protocol.md §15) as the simulator does', () => {
  const packages = { swift: read('./OfflinePackages.swift'), kotlin: read('./OfflinePackages.kt') }
  const simulator = read('../src/offline/offlinePackage.ts') + read('../src/offline/offlineHost.ts') + read('../public/offline-host-sw.js')

  it.each(Object.entries(packages))('%s: update check, verification, serving, rollback and recalls', (_name, source) => {
    // The update check and what it sends.
    expect(source).toContain('api/release/offlinePackage')
    for (const field of ['"appVersion"', '"platform"', '"installed"', '"recalled"']) expect(source).toContain(field)
    // Verified before anything is kept: the signature over the manifest bytes, the archive, every file, safe paths.
    expect(source).toMatch(/P256\.Signing|SHA256withECDSA/)
    expect(source).toMatch(/archive\.sha256|archiveSha256/)
    expect(source).toContain('isSafe')
    expect(source).toMatch(/minAppVersion/)
    // Served with the document headers and the Server-Timing mark the page reads; hashes checked as served.
    expect(source).toContain('documentHeaders')
    expect(source).toContain('tougu-package;desc=')
    expect(source).toMatch(/bytes\(of|bytesOf/)
    // Applied at the next open, rolled back when it fails.
    expect(source).toContain('pending')
    expect(source).toContain('rollBack')
  })

  it('the simulator does each of those too', () => {
    for (const part of ['UPDATE_CHECK_PATH', 'installed', 'recalled', "'ECDSA'", 'archive.sha256', 'isSafePackagePath', 'minAppVersion', 'documentHeaders', 'tougu-package;desc=', 'pending', 'rollBack']) {
      expect(simulator, part).toContain(part)
    }
  })
})

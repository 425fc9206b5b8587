import { describe, expect, it } from 'vitest'
import { CAPABILITY_NAMES } from '../index.js'
import { CAPABILITIES } from './capabilityRegistry.js'
import { validateArgs } from './validateArgs.js'

// The registry is the one list; the protocol doc's agreement with it is tooling/bridgeProtocolDoc.test.ts.

describe('each capability module', () => {
  it('is listed once, in CAPABILITY_NAMES order', () => {
    expect(CAPABILITIES.map((c) => c.name)).toEqual([...CAPABILITY_NAMES])
    expect(new Set(CAPABILITY_NAMES).size).toBe(CAPABILITY_NAMES.length)
  })

  it('gives an example the SDK test page can call with: it passes the capability’s own argument rules', () => {
    for (const capability of CAPABILITIES) {
      expect(validateArgs(capability.name, capability.example('https://h5.example.cn/tougu/test')), capability.name).toBeNull()
    }
  })
})

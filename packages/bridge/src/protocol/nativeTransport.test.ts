import { afterEach, describe, expect, it } from 'vitest'
import { findNativeTransport, type BridgeRequest } from '../index.js'

type HostGlobals = { webkit?: unknown; touguBridge?: unknown }
const host = window as unknown as HostGlobals
const msg: BridgeRequest = { v: 1, id: '42', method: 'setTitle', args: { title: '首页' } }

describe('findNativeTransport', () => {
  afterEach(() => {
    delete host.webkit
    delete host.touguBridge
  })

  it('posts the object itself to the iOS script message handler', () => {
    const got: unknown[] = []
    host.webkit = { messageHandlers: { touguBridge: { postMessage: (m: unknown) => got.push(m) } } }
    const transport = findNativeTransport(window)
    transport?.post(msg)
    expect(transport?.kind).toBe('ios')
    expect(got).toEqual([msg])
  })

  it('posts a JSON string to the Android JavaScript interface', () => {
    const got: unknown[] = []
    host.touguBridge = { postMessage: (m: unknown) => got.push(m) }
    const transport = findNativeTransport(window)
    transport?.post(msg)
    expect(transport?.kind).toBe('android')
    expect(got).toEqual([JSON.stringify(msg)])
  })

  it('prefers iOS when both exist, and finds nothing without a handler', () => {
    expect(findNativeTransport(window)).toBeNull()
    host.webkit = { messageHandlers: { otherHandler: { postMessage: () => undefined } } }
    expect(findNativeTransport(window)).toBeNull()
    host.webkit = { messageHandlers: { touguBridge: { postMessage: () => undefined } } }
    host.touguBridge = { postMessage: () => undefined }
    expect(findNativeTransport(window)?.kind).toBe('ios')
  })
})

import { BridgeError } from '@tougu/bridge'
import { describe, expect, it } from 'vitest'
import { shareFailureText } from './OpinionShare.js'

// The share page says what a refused share came to in words, never the bridge's code (issue #32).
describe('shareFailureText', () => {
  it('names a cancellation, an environment that cannot share, and any other failure', () => {
    expect(shareFailureText(new BridgeError('CANCELLED'))).toBe('已取消分享')
    expect(shareFailureText(new BridgeError('UNAVAILABLE'))).toBe('当前环境不支持直接分享，请复制链接发送给好友')
    expect(shareFailureText(new BridgeError('UNIMPLEMENTED'))).toBe('当前环境不支持直接分享，请复制链接发送给好友')
    for (const e of [new BridgeError('TIMEOUT'), new BridgeError('NATIVE_ERROR', 'share sheet crashed'), new Error('x'), 'UNAVAILABLE']) {
      expect(shareFailureText(e)).toBe('分享未完成，请稍后重试，或复制链接发送给好友')
    }
  })
})

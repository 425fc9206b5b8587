import * as z from 'zod/mini'
import { BridgeError } from '../../errors/bridgeError.js'
import { bridgeMessages } from '../../messages.js'
import { defineCapability } from '../capabilityDefinition.js'

/** The signed-in investor as the native app reports it (spec §3 user info, session part). */
export interface NativeUserInfo {
  clientId: string
  /** Fund account (资金账号). */
  cid: string
  phone: string
  /** Access token for the API's token header. */
  token: string
  userName: string
  unionid?: string
  singleFlag?: string
}

/** `getUserInfo` with `forceLogin` shows the native login page: as long as pay. */
export const LOGIN_TIMEOUT_MS = 5 * 60_000

export const getUserInfo = defineCapability<{ forceLogin?: boolean } | undefined, NativeUserInfo | null>()({
  name: 'getUserInfo',
  summary: 'the signed-in investor (login)',
  args: z.lazy(() => z.optional(z.strictObject({ forceLogin: z.optional(z.boolean()) }))),
  timeoutForArgs: (args) =>
    typeof args === 'object' && args !== null && (args as { forceLogin?: unknown }).forceLogin === true ? LOGIN_TIMEOUT_MS : undefined,
  timeoutNote: '5 min with `forceLogin: true`',
  example: () => ({ forceLogin: false }),
  async native(args, options, { channel }) {
    try {
      const data = (await channel?.call('getUserInfo', args ?? {}, options)) as NativeUserInfo | null | undefined
      return data ?? null
    } catch (cause) {
      // Spec §8: a login failure from the native app is `登录失败`; the code still tells cancel from failure.
      const code = cause instanceof BridgeError ? cause.code : 'NATIVE_ERROR'
      throw new BridgeError(code, bridgeMessages.loginFailed, { method: 'getUserInfo', cause, data: cause instanceof BridgeError ? cause.data : undefined })
    }
  },
})

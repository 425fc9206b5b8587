import type { ApiContract, EndpointDef } from '@tougu/core'
import type * as z from 'zod'
import type { AuthService, UserRow } from '../auth/authService.js'
import type { WechatSecrets } from '../config/serverConfig.js'
import type { Db } from '../db/database.js'
import type { MediaSigner } from '../media/mediaSigning.js'

/** What every handler gets besides its validated request. */
export interface HandlerContext {
  db: Db
  auth: AuthService
  /** The request's clock reading (injected, so tests can move time). */
  now: Date
  /** The signed-in user, or null (never null in a user-scoped endpoint). */
  user: UserRow | null
  /** The bearer token of the request, when valid. */
  token: string | null
  /** WeChat credentials to sign with (from the environment; demo ones only in demo mode). */
  wechat: WechatSecrets
  /** Signs the addresses of paid media a holder is given (a <video> or <audio> cannot send the token). */
  media: MediaSigner
  /** The request's id (X-Request-Id), for log lines. */
  requestId?: string
}

/** The success payload of an endpoint: its response without the envelope fields. */
export type Payload<E extends EndpointDef> = Omit<z.input<E['response']>, 'iRet' | 'message'>

export type Handler<E extends EndpointDef> = (request: z.output<E['request']>, ctx: HandlerContext) => Promise<Payload<E>>

/** One handler per endpoint of the contract: the compiler reports a missing or mis-shaped one. */
export type Handlers = { [A in keyof ApiContract]: { [N in keyof ApiContract[A]]: ApiContract[A][N] extends EndpointDef ? Handler<ApiContract[A][N]> : never } }

/** A user-scoped handler's user (the router has already refused requests without one). */
export function me(ctx: HandlerContext): UserRow {
  if (!ctx.user) throw new Error('user-scoped handler ran without a user')
  return ctx.user
}

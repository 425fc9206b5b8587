// What the JSDoc examples of @tougu/bridge assume the reader has (tooling/docExamples/generateDocExamples.mjs
// takes a name from here when neither the documented file nor the public entry exports it).
import * as z from 'zod/mini'
import type { Bridge, WxShareConfig } from './index.js'

export { z }
export declare const schema: z.ZodMiniType
export declare const args: unknown
export declare const url: string
export declare const docText: string
export declare const path: string
export declare function readFileSync(path: string, encoding: 'utf8'): string
export declare function writeFileSync(path: string, text: string): void
/** POST /api/view/getWxShareConf { url }, resolving { appid, timestamp, nonceStr, signature }. */
export declare function signWithServer(url: string): Promise<WxShareConfig>
export declare const api: { getWxShareConf(request: { url: string }): Promise<WxShareConfig> }
export declare const bridge: Bridge
export declare const orderId: string
export declare const err: unknown
export declare function showNothing(): void
export declare const posterDataUrl: string
export declare const isIos: boolean
export declare const entryUrl: string

// What the JSDoc examples of @tougu/core assume the reader has (tooling/docExamples/generateDocExamples.mjs
// takes a name from here when neither the documented file nor the public entry exports it).
import * as z from 'zod/mini'
import type { AdviserCard, ApiClient, ClientStore, Coupon, FollowupPaper, OrderListItem, RefundProduct, SessionStore, UserInfo } from './index.js'

export { z }
export { BehaviorSubject } from 'rxjs'

export declare const api: ApiClient
export declare const clientStore: ClientStore
export declare const paper: FollowupPaper
export declare const userName: string
export declare const cid: string
export declare const productName: string | undefined
export declare function onDone(result: number | null): void
export declare function showLoginPage(): Promise<unknown>
export declare function toast(text: string | undefined): void
export declare const localStorage: {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
/** One product the cancellation dialog offers. */
export declare const refundable: RefundProduct
/** The products the cancellation dialog offers. */
export declare const products: RefundProduct[]
export declare function render(value: unknown): void
/** What a web framework's route handler has (Hono-like): the request body, the answer, a router. */
export declare const body: unknown
export declare const c: { json(value: unknown): Response }
export declare const app: { on(method: string, path: string, handler: (c: unknown) => unknown): void }
export declare function handlerFor(endpointId: string): (c: unknown) => unknown
export declare const list: OrderListItem[]
export declare const total: number
export declare const advisers: AdviserCard[]
export declare function writeFileSync(path: string, text: string): void
export declare const session: SessionStore
export declare const bridge: { platform: { isApp: boolean } }
export declare const getFollowupPaper: (request: { paperType: 2 }) => ReturnType<ApiClient['user']['getFollowupPaper']>
export declare const coupon: Coupon
export declare const now: Date
export declare const user: UserInfo & { clientId: string }
export declare function showPrompt(): void
export declare function showWarning(): void
export declare function showPaper(paper: FollowupPaper): void
/** A paper of type 1 (before a purchase). */
export declare const typeOnePaper: FollowupPaper
/** Text received from a server. */
export declare const json: unknown

import type * as z from 'zod/mini'
import type { BridgeError } from '../errors/bridgeError.js'
import type { CallOptions, NativeChannel } from '../protocol/protocolTypes.js'
import type { WechatSdk } from '../wechat/wechatSdkTypes.js'

// A capability lives in one module (capabilities/methods/<name>.ts), the way a Capacitor plugin does: its
// name, argument and result types, argument rules, timeout and each environment's implementation. The
// registry (capabilityRegistry.ts) lists the modules; everything else derives from it: the typed surface
// (capabilityTypes.ts), createBridge, the protocol doc's capability table (renderCapabilityTable), the
// native-host simulator's handler table, the e2e fake native and the SDK test page.

/** Default timeout of a native call (ms); spec §9's request timeout is 10 s. */
export const DEFAULT_TIMEOUT_MS = 10_000

/** Which implementation set serves the capabilities; chosen once, at creation. */
export type BridgeEnvironment = 'app' | 'wechat' | 'wxwork' | 'web'

/** What an implementation may use: built once per bridge by createBridge. */
export interface CapabilityContext {
  readonly window: Window
  readonly environment: BridgeEnvironment
  /** The WeChat variant of the app (no Alipay). */
  readonly wechatVariant: boolean
  /** The native wire channel, in the app only. */
  readonly channel: NativeChannel | null
  /** The WeChat JS-SDK wrapper, inside WeChat when the app wired it. */
  readonly wechatSdk: WechatSdk | null
  /** Whether the connected app build may share images (version above the platform minimum). */
  canShareImage(): boolean
  /** Re-encodes a share picture (430 px wide, JPEG 0.5) before it crosses the bridge. */
  compressImage(src: string): Promise<string>
}

/** One environment's implementation of a capability. */
export type CapabilityRun<A, R> = (args: A, options: CallOptions, context: CapabilityContext) => Promise<R>

/** An implementation outside the app (browser or WeChat), with what it can do here without trying. */
export interface PageImplementation<A, R> {
  run: CapabilityRun<A, R>
  /** Answers `isAvailable`. Default: available. */
  available?: (context: CapabilityContext) => boolean
}

/** Everything about one capability. `A` and `R` are its argument and result types. */
export interface CapabilityDefinition<N extends string, A, R> {
  /** The wire method name, also the bridge method name. */
  readonly name: N
  /** One line: the protocol doc's heading (`### name — summary`) and its capability table. */
  readonly summary: string
  /**
   * What the page may pass (docs/bridge-protocol.md §6); createBridge refuses anything else with INVALID_ARGS. Written
   * as `z.lazy(() => …)`: built on the capability's first call, not while the page starts (every capability's module
   * is evaluated with the bridge, on every first screen; decision wave3-speed-5).
   */
  readonly args: z.ZodMiniType<A>
  /** What goes over the wire when the native side receives something else (compressed image, page-only fields dropped). */
  readonly wire?: z.ZodMiniType
  /** Page timeout when the caller gives none. Default DEFAULT_TIMEOUT_MS. */
  readonly timeoutMs?: number
  /** A timeout that depends on the arguments (e.g. a login page), or undefined for `timeoutMs`. Sees wire args unchecked. */
  readonly timeoutForArgs?: (args: unknown) => number | undefined
  /** How the doc states the timeout when `timeoutForArgs` makes it vary. */
  readonly timeoutNote?: string
  /** Arguments that work, for the SDK test page (`pageUrl`: the page's own URL). A test checks they pass `args`. */
  readonly example: (pageUrl: string) => A
  /** A rule that refuses the call in every environment before any implementation runs. */
  readonly refuse?: (args: A, context: CapabilityContext) => BridgeError | null
  /** In the app. Default: the wire method of the same name with the arguments as they are. */
  readonly native?: CapabilityRun<A, R>
  /** In a browser, and the base of WeChat and enterprise WeChat. Absent: UNAVAILABLE there. */
  readonly browser?: PageImplementation<A, R>
  /** Inside WeChat, replacing `browser`. */
  readonly wechat?: PageImplementation<A, R>
  /** Type carrier only (never set): lets CapabilityMap read `A` and `R` back. */
  readonly types?: { args: A; result: R }
}

/**
 * Declare a capability. Curried so the argument and result types are written once and the name is inferred.
 * @example
 * const copy = defineCapability<{ text: string }, void>()({
 *   name: 'copy',
 *   summary: 'copy text to the clipboard',
 *   args: z.strictObject({ text: z.string() }),
 *   example: () => ({ text: '600519' }),
 * })
 */
export function defineCapability<A, R>() {
  return <N extends string>(definition: CapabilityDefinition<N, A, R>): CapabilityDefinition<N, A, R> => definition
}

/** A definition with its types erased, as createBridge and the channel handle it. */
export type AnyCapability = CapabilityDefinition<string, unknown, unknown>

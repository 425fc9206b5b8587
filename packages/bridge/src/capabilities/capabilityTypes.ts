// The typed capability surface, derived from the capability modules (methods/*.ts) through the registry;
// wire method names are the capability names. docs/bridge-protocol.md documents each one.
import { CAPABILITIES, type CapabilityMap, type CapabilityName } from './capabilityRegistry.js'
import type { NativeUserInfo } from './methods/getUserInfo.js'
import type { CallOptions } from '../protocol/protocolTypes.js'

export type { BridgeSubscription, CallOptions } from '../protocol/protocolTypes.js'

export type { CapabilityMap, CapabilityName } from './capabilityRegistry.js'
export type CapabilityArgs<K extends CapabilityName> = CapabilityMap[K]['args']
export type CapabilityResult<K extends CapabilityName> = CapabilityMap[K]['result']

/** Every capability, in documentation order. */
export const CAPABILITY_NAMES: readonly CapabilityName[] = CAPABILITIES.map((c) => c.name)

/** Data of each event the native app pushes. */
export interface BridgeEventMap {
  pullDownRefresh: Record<string, never>
  pullUpRefresh: Record<string, never>
  menuTap: { id: string }
  loginChanged: { loggedIn: boolean; userInfo?: NativeUserInfo | null }
  resume: Record<string, never>
}

export type BridgeEventName = keyof BridgeEventMap

export const BRIDGE_EVENT_NAMES: readonly BridgeEventName[] = ['pullDownRefresh', 'pullUpRefresh', 'menuTap', 'loginChanged', 'resume']

type Method<K extends CapabilityName> = undefined extends CapabilityArgs<K>
  ? (args?: CapabilityArgs<K>, options?: CallOptions) => Promise<CapabilityResult<K>>
  : (args: CapabilityArgs<K>, options?: CallOptions) => Promise<CapabilityResult<K>>

/** One promise-returning method per capability. */
export type Capabilities = { [K in CapabilityName]: Method<K> }

import type { CallOptions, CapabilityArgs, CapabilityName, CapabilityResult } from './capabilityTypes.js'

/** One environment's implementations; a missing entry means UNAVAILABLE there. */
export type CapabilityImpl = Partial<{
  [K in CapabilityName]: (args: CapabilityArgs<K>, options: CallOptions) => Promise<CapabilityResult<K>>
}>

import * as z from 'zod/mini'
import type { BridgeEventMap, BridgeEventName } from './capabilityTypes.js'
import type { NativeUserInfo } from './methods/getUserInfo.js'

// The payload of each event of docs/bridge-protocol.md §7. The channel delivers an event only when its
// payload matches; fields it does not know are kept (a newer app may add some), wrong types are not.

// The user's fields are not checked here: the page reads them as leniently as getUserInfo's data (core's
// parseUserInfo), and dropping a whole sign-in event over one odd field would leave the page on the old user.
const userInfo = () => z.looseObject({}) as unknown as z.ZodMiniType<NativeUserInfo>

/**
 * One schema per event; adding an event to BridgeEventMap without one does not compile. Each is built when its first
 * event arrives, as the capabilities' argument rules are (capabilities/methods): not while the page starts.
 */
export const BRIDGE_EVENT_SCHEMAS: { readonly [E in BridgeEventName]: z.ZodMiniType<BridgeEventMap[E]> } = {
  pullDownRefresh: z.lazy(() => z.looseObject({})) as unknown as z.ZodMiniType<Record<string, never>>,
  pullUpRefresh: z.lazy(() => z.looseObject({})) as unknown as z.ZodMiniType<Record<string, never>>,
  menuTap: z.lazy(() => z.looseObject({ id: z.string() })),
  loginChanged: z.lazy(() => z.looseObject({ loggedIn: z.boolean(), userInfo: z.optional(z.nullable(userInfo())) })),
  resume: z.lazy(() => z.looseObject({})) as unknown as z.ZodMiniType<Record<string, never>>,
}

/** The schema of a known event, or undefined for a name §7 does not define. */
export function eventSchemaFor(event: string): z.ZodMiniType | undefined {
  return (BRIDGE_EVENT_SCHEMAS as Partial<Record<string, z.ZodMiniType>>)[event]
}

import * as z from 'zod/mini'
import { none } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export interface AppVersionInfo {
  appVersion: string
  platform: 'ios' | 'android'
}

export const getVersion = defineCapability<undefined, AppVersionInfo>()({
  name: 'getVersion',
  summary: 'app version',
  args: z.lazy(() => none()) as z.ZodMiniType<undefined>,
  example: () => undefined,
})

import * as z from 'zod/mini'
import { ARG_LIMITS } from '../argLimits.js'
import { key, line } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

export interface MenuItem {
  id: string
  text: string
  /** Optional icon name the native app knows (e.g. `share`, `search`). */
  icon?: string
}

export const setMenu = defineCapability<{ items: MenuItem[] }, void>()({
  name: 'setMenu',
  summary: 'buttons on the right of the title bar',
  args: z.lazy(() => z.strictObject({
    items: z
      .array(z.strictObject({ id: key(), text: line(ARG_LIMITS.label, 1), icon: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/))) }))
      .check(z.maxLength(ARG_LIMITS.menuItems)),
  })),
  example: () => ({ items: [{ id: 'share', text: '分享', icon: 'share' }] }),
})

import * as z from 'zod/mini'
import { ARG_LIMITS } from '../argLimits.js'
import { image } from '../argRules.js'
import { defineCapability } from '../capabilityDefinition.js'

// A 1×1 PNG, enough to exercise the save path.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

export const saveImage = defineCapability<{ image: string }, void>()({
  name: 'saveImage',
  summary: 'save a picture to the photo library',
  args: z.lazy(() => z.strictObject({ image: image(ARG_LIMITS.imageDataUrl) })),
  // May ask for photo permission and download the picture.
  timeoutMs: 30_000,
  example: () => ({ image: PIXEL }),
})

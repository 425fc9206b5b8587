import * as z from 'zod/mini'
import { IdSchema } from '../envelope.js'
import { lazySchema } from '../../model/lazySchema.js'

// The home page banner.

/** Home page banner. */
export const BannerSchema = lazySchema(() => z.object({ id: IdSchema, title: z.string(), imageUrl: z.string(), link: z.string() }))

export type Banner = z.output<typeof BannerSchema>

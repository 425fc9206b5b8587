import * as z from 'zod/mini'
import { IdSchema, TimestampSchema } from '../envelope.js'
import { EXTENSION } from './extension.js'
import { lazySchema } from '../../model/lazySchema.js'

// Live rooms (直播) and past broadcasts.

/** Live room state. */
export const LiveStatusSchema = lazySchema(() => z.enum(['live', 'upcoming', 'ended']))

/** A live room as listed. */
export const LiveRoomSchema = lazySchema(() =>
  z.object({
    id: IdSchema,
    title: z.string(),
    adviserId: IdSchema,
    tgName: z.string(),
    qualificationNo: z.string().check(z.describe(`${EXTENSION}the adviser's 执业编号 (qualification number): every surface that shows advice names it`)),
    coverUrl: z.string(),
    status: LiveStatusSchema,
    startTime: TimestampSchema,
    endTime: z.nullable(TimestampSchema),
    viewerCount: z.number().check(z.int(), z.minimum(0)),
    /** True when watching needs a privilege (paid room). */
    needsPrivilege: z.boolean(),
  }),
)

/**
 * A live room page. `locked` is true when the user lacks the privilege; then `streamUrl` (the live stream, or the
 * replay of an ended room) and `audioUrl` are null. The page is where a paid room's replay and audio reach a holder:
 * the lists never carry them (issue #34).
 */
export const LiveRoomDetailSchema = lazySchema(() =>
  z.object({
    ...LiveRoomSchema.shape,
    intro: z.string(),
    locked: z.boolean(),
    streamUrl: z.nullable(z.string()),
    productId: z.nullable(IdSchema),
    /** The replay's audio of an ended room (decision wave2-reach19-3); absent or null when none or locked. */
    audioUrl: z.optional(z.nullable(z.string())),
  }),
)

/**
 * A past broadcast. The list is public (the same for every caller): a paid room's item has `needsPrivilege` true and
 * no `replayUrl` or `audioUrl`; a holder gets them from the room's page (`live/detail`).
 */
export const LiveHistoryItemSchema = lazySchema(() =>
  z.object({
    id: IdSchema,
    roomId: IdSchema,
    title: z.string(),
    tgName: z.string(),
    qualificationNo: z.string().check(z.describe(`${EXTENSION}the adviser's 执业编号 (qualification number): every surface that shows advice names it`)),
    startTime: TimestampSchema,
    endTime: TimestampSchema,
    replayUrl: z.nullable(z.string()),
    /** The replay's audio, played in the page (decision wave2-reach19-3); absent or null when none. */
    audioUrl: z.optional(z.nullable(z.string())),
    /** True when watching the replay needs a privilege (paid room); absent from backends that do not say. */
    needsPrivilege: z.optional(z.boolean()),
  }),
)

export type LiveRoom = z.output<typeof LiveRoomSchema>
export type LiveRoomDetail = z.output<typeof LiveRoomDetailSchema>
export type LiveHistoryItem = z.output<typeof LiveHistoryItemSchema>

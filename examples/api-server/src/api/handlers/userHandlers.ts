// The session's user, the follow-up (回访) papers, and the demo login.
import { needsRefundSelection, parseFollowupPaper, validateFollowup, type FollowupAnswers } from '@tougu/core'
import { and, eq } from 'drizzle-orm'
import * as t from '../../db/schema.js'
import { messages } from '../../messages.js'
import { BUSINESS_CODES, fail } from '../businessError.js'
import type { Handlers } from '../handlerTypes.js'
import { me } from '../handlerTypes.js'
import { iso, userInfo } from '../mappers.js'
import { advanceOrders, refundOrdersIn } from './orderHandlers.js'

/** Answers and chosen orders in a canonical form, to tell a resubmission of the same answers from new ones. */
function answerKey(answers: { no: number; answer: string }[], refundOrderIds: string[]): string {
  const sorted = [...answers].sort((a, b) => a.no - b.no).map((a) => [a.no, a.answer])
  return JSON.stringify([sorted, [...new Set(refundOrderIds)].sort()])
}

export const userHandlers: Handlers['user'] = {
  // Type 2 (after login) is offered until the investor has answered it; type 1 (before purchase) always.
  async getFollowupPaper({ paperType }, ctx) {
    const user = me(ctx)
    const [paper] = await ctx.db.select().from(t.followupPapers).where(eq(t.followupPapers.type, paperType))
    if (!paper) return { list: [], total: 0 }
    if (paperType === 2) {
      const [done] = await ctx.db
        .select({ id: t.followupSubmissions.id })
        .from(t.followupSubmissions)
        .where(and(eq(t.followupSubmissions.userId, user.id), eq(t.followupSubmissions.paperId, paper.id)))
      if (done) return { list: [], total: 0 }
    }
    return { list: [paper], total: 1 }
  },
  // The server applies the same rules as the app (@tougu/core), so a tampered client cannot skip them.
  async submitFollowupPaper({ paperId, paperType, paperAnswer, refundOrders: refunds }, ctx) {
    const user = me(ctx)
    const [row] = await ctx.db.select().from(t.followupPapers).where(eq(t.followupPapers.id, String(paperId)))
    if (!row) throw fail(BUSINESS_CODES.notFound, messages.paperNotFound)
    if (row.type !== paperType) throw fail(BUSINESS_CODES.followup, messages.paperTypeMismatch)
    const paper = parseFollowupPaper(row)
    if (!paper.ok) throw new Error(`stored paper ${row.id} does not parse: ${paper.error}`)
    const answers: FollowupAnswers = {}
    for (const a of paperAnswer) answers[a.no] = a.answer
    const problem = validateFollowup(paper.value, answers)
    if (problem) throw fail(BUSINESS_CODES.followup, problem)
    const orderIds = refunds.map((r) => r.orderId)
    if (orderIds.length && !needsRefundSelection(paper.value, answers)) throw fail(BUSINESS_CODES.followup, messages.refundOrdersNotAllowed)
    if (orderIds.length) await advanceOrders(ctx.db, user.id, ctx.now)
    // The record and the cancellations it asks for are one transaction. The type 2 paper is answered once
    // (unique index): a concurrent or later identical submission waits for the first, stores nothing, refunds
    // nothing and answers the first record's number; different answers to it are refused.
    const id = await ctx.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(t.followupSubmissions)
        .values({ userId: user.id, paperId: row.id, paperType, answers: paperAnswer, refundOrderIds: orderIds, submittedAt: ctx.now })
        .onConflictDoNothing()
        .returning({ id: t.followupSubmissions.id })
      if (saved) {
        if (orderIds.length) await refundOrdersIn(tx, user.id, orderIds, ctx.now)
        return saved.id
      }
      const [first] = await tx
        .select()
        .from(t.followupSubmissions)
        .where(and(eq(t.followupSubmissions.userId, user.id), eq(t.followupSubmissions.paperId, row.id), eq(t.followupSubmissions.paperType, paperType)))
      if (!first) throw new Error(`follow-up submission of ${user.id} for ${row.id} vanished after a conflicting insert`)
      if (answerKey(first.answers, first.refundOrderIds) !== answerKey(paperAnswer, orderIds)) throw fail(BUSINESS_CODES.followup, messages.followupAnsweredAlready)
      return first.id
    })
    // list[0]: the submission (call-back record) number; a type 1 caller keeps it as a number.
    return { list: [id], total: 1 }
  },
  getUserInfo(_req, ctx) {
    return Promise.resolve({ data: ctx.user ? userInfo(ctx.user, ctx.token) : null })
  },
}

export const authHandlers: Handlers['auth'] = {
  async sendSmsCode({ phone }, ctx) {
    return { data: await ctx.auth.sendCode(phone, ctx.now) }
  },
  async login({ phone, code }, ctx) {
    const session = await ctx.auth.login(phone, code, ctx.now)
    return { data: { token: session.token, expiresAt: iso(session.expiresAt), user: userInfo(session.user, session.token) } }
  },
  async logout(_req, ctx) {
    if (ctx.token) await ctx.auth.logout(ctx.token)
    return {}
  },
}

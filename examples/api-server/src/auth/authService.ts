import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, lt, lte, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { prepared } from '../db/prepared.js'
import { sessions, smsCodes, users } from '../db/schema.js'
import { BUSINESS_CODES, fail } from '../api/businessError.js'
import { messages } from '../messages.js'

/** Tokens live a week; SMS codes five minutes with at most five wrong tries; one code a minute. */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const SMS_CODE_TTL_MS = 5 * 60 * 1000
export const SMS_RESEND_MS = 60 * 1000
export const SMS_MAX_ATTEMPTS = 5
/** Live sessions one investor may hold (phone, tablet, WeChat, native app, …); a new login drops the oldest. */
export const MAX_SESSIONS_PER_USER = 10
/**
 * How long a session found valid is trusted without asking the database again (issue #34: the lookup was a database
 * round trip on every signed-in request, the one all of them shared). Logout, the session cap and this server's own
 * writes to the investor's row take effect at once; a session deleted or an investor's row changed by another process
 * (an operator, the broker's systems, a second instance) within this time. Money moves read the row fresh anyway.
 */
export const SESSION_CACHE_MS = 2_000
/** Most sessions kept verified at once; past it the oldest entries go (each is one lookup away). */
export const SESSION_CACHE_MAX = 10_000

/**
 * What the `sessions` table stores for a token: its SHA-256, hex. A leaked table (backup, log of a query)
 * then gives no usable token; the token itself has 256 random bits, so no salt or slow hash is needed.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/**
 * Sessions stored before tokens were hashed hold the token itself (43 base64url characters): replace each by
 * its hash, so those investors stay signed in. Idempotent (a hash is 64 hex characters); runs at start.
 *
 * @example await upgradeLegacySessions(database.db)
 */
export async function upgradeLegacySessions(db: Db): Promise<void> {
  await db.execute(sql`UPDATE sessions SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex') WHERE token !~ '^[0-9a-f]{64}$'`)
}

export type UserRow = typeof users.$inferSelect

export interface AuthOptions {
  /** Makes the SMS code; random 6 digits by default (tests may script it). One code, used once, one a minute. */
  makeSmsCode?: () => string
  /**
   * Demo/e2e affordance (`TOUGU_DEMO_SMS_CODE`): every code sent is this one, and since it is no secret, the
   * single-use and once-a-minute rules protect nothing; it stays valid for repeated logins (five minutes after
   * the last send, five wrong tries) and sending is not rate-limited, so concurrent sign-ins of one investor
   * never take the code from each other. Wins over `makeSmsCode`.
   */
  fixedSmsCode?: string
  /** Where the demo "SMS" goes: the server log. */
  deliverSms?: (phone: string, code: string) => void
  /** The monotonic clock of the verified-session cache (ms); tests move it. Default `performance.now`. */
  sessionClock?: () => number
  /**
   * How long a session found valid is trusted without a lookup (ms), default `SESSION_CACHE_MS`; 0 looks every
   * request up (several instances without a shared store of revocations).
   */
  sessionCacheMs?: number
}

/** Compares two codes in a time that does not depend on where they differ. */
function sameCode(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

type SessionRow = { user: UserRow; expiresAt: Date }

export type TokenCheck = { ok: true; user: UserRow; token: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

/**
 * Demo login: SMS codes printed to the log, random opaque tokens (stored as their SHA-256) with their expiry.
 *
 * @example
 * const auth = createAuthService(db, { deliverSms: (p, c) => console.log(p, c) })
 * await auth.sendCode('13800000001', now)
 * const { token } = await auth.login('13800000001', code, now)
 */
export function createAuthService(db: Db, options: AuthOptions = {}) {
  const fixed = options.fixedSmsCode
  const makeCode =
    fixed !== undefined ? () => fixed : (options.makeSmsCode ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0')))
  const deliver = options.deliverSms ?? ((phone, code) => console.log(`[demo sms] ${phone}: ${code}`))
  const clock = options.sessionClock ?? (() => performance.now())
  const trustMs = options.sessionCacheMs ?? SESSION_CACHE_MS

  // Sessions found valid, by token hash, until `until` (this process's monotonic clock); lookups under way, shared by
  // concurrent requests with the same token. `generation` moves on every eviction: a lookup that began before one
  // does not put back what was just evicted (a logout racing a request of the same token).
  const verified = new Map<string, SessionRow & { until: number }>()
  const lookups = new Map<string, Promise<SessionRow | null>>()
  let generation = 0
  const evict = (hashes: Iterable<string>) => {
    generation += 1
    for (const hash of hashes) {
      verified.delete(hash)
      lookups.delete(hash)
    }
  }
  const lookup = (hash: string): Promise<SessionRow | null> => {
    const running = lookups.get(hash)
    if (running) return running
    const startedAt = generation
    const found = prepared(db, 'session_by_token', (db, name) =>
      db
        .select({ expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.token, sql.placeholder('hash')))
        .prepare(name),
    )
      .execute({ hash })
      .then(([row]) => {
        if (row && startedAt === generation && trustMs > 0) {
          if (verified.size >= SESSION_CACHE_MAX) verified.delete(verified.keys().next().value!)
          verified.set(hash, { ...row, until: clock() + trustMs })
        } else if (!row) {
          // Gone (logged out elsewhere, capped, expired and swept): a cached copy may not outlive what was just read.
          verified.delete(hash)
        }
        return row ?? null
      })
      .finally(() => {
        if (lookups.get(hash) === found) lookups.delete(hash)
      })
    lookups.set(hash, found)
    return found
  }

  /** Why a code could not be compared: none sent, expired, or its five tries are spent (read after the fact). */
  async function refusalOf(phone: string, now: Date) {
    const [sent] = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    if (!sent) return fail(BUSINESS_CODES.login, messages.smsCodeWrong)
    if (sent.expiresAt <= now) return fail(BUSINESS_CODES.login, messages.smsCodeExpired)
    if (sent.attempts >= SMS_MAX_ATTEMPTS) return fail(BUSINESS_CODES.login, messages.smsTooManyAttempts)
    // Replaced by a new code between the two statements: this guess was not compared; the investor tries again.
    return fail(BUSINESS_CODES.login, messages.smsCodeWrong)
  }

  return {
    async sendCode(phone: string, now: Date): Promise<{ expiresInSeconds: number }> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
      if (!user) throw fail(BUSINESS_CODES.login, messages.unknownPhone)
      const [last] = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
      if (fixed === undefined && last && last.expiresAt.getTime() - SMS_CODE_TTL_MS + SMS_RESEND_MS > now.getTime()) {
        throw fail(BUSINESS_CODES.login, messages.smsTooFrequent)
      }
      const code = makeCode()
      const row = { phone, code, expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS), attempts: 0 }
      await db.insert(smsCodes).values(row).onConflictDoUpdate({ target: smsCodes.phone, set: row })
      deliver(phone, code)
      return { expiresInSeconds: SMS_CODE_TTL_MS / 1000 }
    },

    async login(phone: string, code: string, now: Date): Promise<{ token: string; expiresAt: Date; user: UserRow }> {
      // One conditional statement compares the code and counts a wrong one (issue #34): PostgreSQL locks the row
      // for the UPDATE and re-checks `attempts < 5` on the version a concurrent guess left, so however many guesses
      // arrive at once, at most five are ever compared. A read, a compare and a write of `read + 1` let ~30 through.
      const compared = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + CASE WHEN ${smsCodes.code} = ${code} THEN 0 ELSE 1 END` })
        .where(and(eq(smsCodes.phone, phone), lt(smsCodes.attempts, SMS_MAX_ATTEMPTS), gt(smsCodes.expiresAt, now)))
        .returning({ code: smsCodes.code })
      if (compared.length === 0) throw await refusalOf(phone, now)
      if (!sameCode(compared[0]!.code, code)) throw fail(BUSINESS_CODES.login, messages.smsCodeWrong)
      // A code is used once: of concurrent right guesses only the one that deletes it signs in.
      if (fixed === undefined) {
        const used = await db
          .delete(smsCodes)
          .where(and(eq(smsCodes.phone, phone), eq(smsCodes.code, code)))
          .returning({ phone: smsCodes.phone })
        if (used.length === 0) throw fail(BUSINESS_CODES.login, messages.smsCodeWrong)
      }
      const [user] = await db.select().from(users).where(eq(users.phone, phone))
      if (!user) throw fail(BUSINESS_CODES.login, messages.unknownPhone)
      return { ...(await this.issueToken(user.id, now)), user }
    },

    /** A new session for a user (login, and the native host that hands tokens to the bridge). */
    async issueToken(userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS)
      // Every login prunes every expired session (not only this investor's), so the table holds live ones.
      await db.delete(sessions).where(lte(sessions.expiresAt, now))
      await db.insert(sessions).values({ token: hashToken(token), userId, createdAt: now, expiresAt })
      // At most MAX_SESSIONS_PER_USER per investor: the oldest go (their devices must sign in again).
      const keep = db
        .select({ token: sessions.token })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.token))
        .limit(MAX_SESSIONS_PER_USER)
      const dropped = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), notInArray(sessions.token, keep)))
        .returning({ token: sessions.token })
      if (dropped.length) evict(dropped.map((d) => d.token))
      return { token, expiresAt }
    },

    async check(authorization: string | undefined, now: Date): Promise<TokenCheck> {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
      if (!authorization) return { ok: false, reason: 'missing' }
      if (!match?.[1]) return { ok: false, reason: 'invalid' }
      const token = match[1]
      const hash = hashToken(token)
      const cached = verified.get(hash)
      const left = cached ? cached.until - clock() : 0
      // Refresh ahead: past half its time a cached session is looked up again in the background while requests go on
      // with it, so a busy token never makes its requests wait for a lookup when the copy runs out. The copy still
      // ends at its time: what another process revoked stops working within the cache time, as before, or sooner.
      if (cached && left > 0 && left <= trustMs / 2) void lookup(hash).catch(() => undefined)
      const row = cached && left > 0 ? cached : await lookup(hash)
      if (!row) return { ok: false, reason: 'invalid' }
      if (row.expiresAt <= now) return { ok: false, reason: 'expired' }
      return { ok: true, user: row.user, token }
    },

    async logout(token: string): Promise<void> {
      const hash = hashToken(token)
      evict([hash])
      await db.delete(sessions).where(eq(sessions.token, hash))
      // Again after the delete: a lookup that read the row before it may have finished meanwhile.
      evict([hash])
    },

    /** The investor's row changed (this server wrote it): their sessions are looked up afresh. */
    forgetUser(userId: string): void {
      evict([...verified].filter(([, row]) => row.user.id === userId).map(([hash]) => hash))
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>

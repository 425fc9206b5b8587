// The reference backend's tables. One schema for PGlite (embedded) and real PostgreSQL: the SQL
// migrations in ../../migrations are generated from this file by drizzle-kit and run at start.
// Ids are text (the contract sends ids as strings); money is numeric and travels as a decimal string;
// instants are timestamptz. Nested, read-only shapes (paper questions, charging rules) are jsonb
// because the server only stores and returns them whole.
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

/** Demo investors. `id` is the spec's clientId, `cid` the fund account. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  cid: text('cid').notNull(),
  userName: text('user_name').notNull(),
  /** Investor risk level 1–5 (C1–C5); null when never evaluated. */
  riskLevel: integer('risk_level'),
  levelName: text('level_name'),
  /** Last day the risk evaluation is valid (YYYY-MM-DD); null when never evaluated. */
  riskEndDate: date('risk_end_date', { mode: 'string' }),
  customerClass: text('customer_class'),
  singleFlag: integer('single_flag').notNull().default(0),
  unionid: text('unionid'),
  /** Contact phone the investor saved for call-backs (saveCustomerPhone); defaults to the login phone. */
  contactPhone: text('contact_phone'),
  /** Demo account figures for checkCustomerAssets / getCustomerAssets / checkCustomerArrears. */
  totalAssets: money('total_assets').notNull().default('0'),
  availableAssets: money('available_assets').notNull().default('0'),
  inArrears: boolean('in_arrears').notNull().default(false),
})

/** Opaque bearer tokens; a token is valid until `expiresAt`. */
export const sessions = pgTable(
  'sessions',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** The last SMS code sent to a phone (demo mode prints it to the server log). */
export const smsCodes = pgTable('sms_codes', {
  phone: text('phone').primaryKey(),
  code: text('code').notNull(),
  expiresAt: instant('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
})

export const advisers = pgTable('advisers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tgName: text('tg_name').notNull(),
  teamName: text('team_name').notNull(),
  /** 执业证书编号 (securities advisory qualification number). */
  qualificationNo: text('qualification_no').notNull(),
  title: text('title').notNull(),
  avatar: text('avatar').notNull(),
  intro: text('intro').notNull(),
  specialty: text('specialty').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  bio: text('bio').notNull(),
  followers: integer('followers').notNull(),
  winRate: numeric('win_rate', { precision: 5, scale: 2 }).notNull(),
  sort: integer('sort').notNull(),
  /** Year the adviser qualified; product pages show the years of practice counted from it. */
  practiceSinceYear: integer('practice_since_year').notNull().default(2015),
})

/** Everything that can be bought: opinion packages, tips packs, the commission product, paid live rooms. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** 'package' | 'tips' | 'commission' | 'live' */
    kind: text('kind').notNull(),
    adviserId: text('adviser_id')
      .notNull()
      .references(() => advisers.id),
    /** Product risk level 1–5 (R1–R5). */
    riskLevel: integer('risk_level').notNull(),
    intro: text('intro').notNull(),
    sales: integer('sales').notNull(),
    winRate: numeric('win_rate', { precision: 5, scale: 2 }).notNull(),
    /** How many open (unpaid or in-service) orders one investor may hold at once (checkSubscribeLimit). */
    subscribeLimit: integer('subscribe_limit').notNull().default(1),
    onSale: boolean('on_sale').notNull().default(true),
    /** Minimum assets needed to sign (checkCustomerAssets). */
    minAssets: money('min_assets').notNull().default('0'),
    /** getSubProduct: the series a product belongs to. */
    parentId: text('parent_id'),
    /** getProductTransfer: the product a holding moves to when this one is retired. */
    successorId: text('successor_id'),
    /** Investors holding the product now (a product page shows it; packages keep their own count). */
    subscribers: integer('subscribers').notNull().default(0),
    /** What the subscription includes, one line each (product pages). */
    serviceItems: jsonb('service_items').$type<string[]>().notNull().default([]),
    /** Risks beyond the kind's (core SPECIAL_RISKS codes: margin, leveragedEtf); the risk disclosure states them. */
    specialRisks: jsonb('special_risks').$type<('margin' | 'leveragedEtf')[]>().notNull().default([]),
  },
  (t) => [index('products_kind_idx').on(t.kind)],
)

/** Price items of spec §3: one per period unit of a product. */
export const priceItems = pgTable(
  'price_items',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    periodId: integer('period_id').notNull(),
    price: money('price').notNull(),
    oldPrice: money('old_price').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    moduleEndTime: instant('module_end_time'),
    type: integer('type').notNull().default(1),
  },
  (t) => [uniqueIndex('price_items_product_period_idx').on(t.productId, t.periodId)],
)

export const liveRooms = pgTable(
  'live_rooms',
  {
    id: text('id').primaryKey(),
    adviserId: text('adviser_id')
      .notNull()
      .references(() => advisers.id),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    cover: text('cover').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    viewers: integer('viewers').notNull(),
    /** Paid rooms need the privilege of this product; null = free. */
    productId: text('product_id').references(() => products.id),
    streamUrl: text('stream_url').notNull(),
    replayUrl: text('replay_url'),
    /** The replay's audio (a tone the media route draws for the demo), or null (decision wave2-reach19-3). */
    audioUrl: text('audio_url'),
  },
  (t) => [index('live_rooms_starts_idx').on(t.startsAt)],
)

export const opinionPackages = pgTable('opinion_packages', {
  id: text('id').primaryKey(),
  adviserId: text('adviser_id')
    .notNull()
    .references(() => advisers.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  cover: text('cover').notNull(),
  subscribers: integer('subscribers').notNull(),
})

export const opinions = pgTable(
  'opinions',
  {
    id: text('id').primaryKey(),
    adviserId: text('adviser_id')
      .notNull()
      .references(() => advisers.id),
    packageId: text('package_id').references(() => opinionPackages.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    publishedAt: instant('published_at').notNull(),
    reads: integer('reads').notNull(),
    likes: integer('likes').notNull(),
    hot: boolean('hot').notNull(),
  },
  (t) => [index('opinions_published_idx').on(t.publishedAt), index('opinions_adviser_idx').on(t.adviserId)],
)

export const tipsPacks = pgTable('tips_packs', {
  id: text('id').primaryKey(),
  adviserId: text('adviser_id')
    .notNull()
    .references(() => advisers.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  serviceDescription: text('service_description').notNull(),
  /** The paid content, returned only with the privilege. */
  content: text('content').notNull(),
})

/** Marketing activities of the tips activity list (/tips/atList). */
export const activities = pgTable('activities', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
})

export const tipsUpdates = pgTable(
  'tips_updates',
  {
    id: text('id').primaryKey(),
    packId: text('pack_id')
      .notNull()
      .references(() => tipsPacks.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    stockCode: text('stock_code').notNull(),
    stockName: text('stock_name').notNull(),
    /** The adviser's spoken note of the update, or null (decision wave2-reach19-3). */
    audioUrl: text('audio_url'),
    publishedAt: instant('published_at').notNull(),
  },
  (t) => [index('tips_updates_pack_idx').on(t.packId)],
)

export const commissionProducts = pgTable('commission_products', {
  id: text('id').primaryKey(),
  adviserId: text('adviser_id')
    .notNull()
    .references(() => advisers.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  serviceDescription: text('service_description').notNull(),
  /** The strategy text, returned only with the privilege. */
  strategy: text('strategy').notNull(),
  rateDescription: text('rate_description').notNull(),
  chargingNotice: text('charging_notice').notNull(),
  /** Charging rules (/commission/rules). */
  chargingRules: jsonb('charging_rules').$type<{ title: string; description: string; rate: string }[]>().notNull(),
})

export const strategyUpdates = pgTable('strategy_updates', {
  id: text('id').primaryKey(),
  commissionId: text('commission_id')
    .notNull()
    .references(() => commissionProducts.id),
  title: text('title').notNull(),
  content: text('content').notNull(),
  publishedAt: instant('published_at').notNull(),
})

/** A coupon owned by one investor. Its status is derived: used when `usedAt` is set, expired after `validTo`. */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** 'cash' (amount off) | 'discount' (percent off) | 'experience' (free days, from an exchange code) */
    kind: text('kind').notNull(),
    /** Yuan off (cash), percent off (discount), 0 (experience). */
    amount: money('amount').notNull(),
    /** Minimum order amount for a discount coupon. */
    threshold: money('threshold').notNull(),
    experienceDays: integer('experience_days').notNull().default(0),
    /** Usable only on this product (/coupon/product), or for this adviser's products (/coupon/tg). */
    productId: text('product_id').references(() => products.id),
    adviserId: text('adviser_id').references(() => advisers.id),
    validFrom: instant('valid_from').notNull(),
    validTo: instant('valid_to').notNull(),
    usedAt: instant('used_at'),
    usedOrderId: text('used_order_id'),
  },
  (t) => [index('coupons_user_idx').on(t.userId)],
)

/** Experience-coupon exchange codes (/coupon/exchange). A code can be redeemed once. */
export const exchangeCodes = pgTable('exchange_codes', {
  code: text('code').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  couponName: text('coupon_name').notNull(),
  experienceDays: integer('experience_days').notNull(),
  expiresAt: instant('expires_at').notNull(),
  redeemedBy: text('redeemed_by').references(() => users.id),
  redeemedAt: instant('redeemed_at'),
})

/** Q&A: an investor's question to an adviser and the adviser's answer. */
export const quizThreads = pgTable(
  'quiz_threads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    adviserId: text('adviser_id')
      .notNull()
      .references(() => advisers.id),
    question: text('question').notNull(),
    answer: text('answer'),
    askedAt: instant('asked_at').notNull(),
    answeredAt: instant('answered_at'),
    /** Shown in the public list (/quiz/list) once answered. */
    isPublic: boolean('is_public').notNull(),
  },
  (t) => [index('quiz_threads_user_idx').on(t.userId), index('quiz_threads_adviser_idx').on(t.adviserId)],
)

/**
 * A signed service contract (createContract); an order refers to one. A contract backs at most one order,
 * ever: createOrder claims it by setting `orderId` (only while it is null), and it can back an order only
 * until CONTRACT_TTL_MS after `signedAt` (docs/decisions.md "wave2-money-1").
 */
export const contracts = pgTable('contracts', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  periodId: integer('period_id').notNull(),
  price: money('price').notNull(),
  couponId: text('coupon_id'),
  payAmount: money('pay_amount').notNull(),
  signedAt: instant('signed_at').notNull(),
  /** The referrer (客户经理) number validated at signing, or null (decision wave2-reach19-5). */
  referrerNo: text('referrer_no').references(() => managers.no),
  /** The one order this contract backs (null until createOrder claims it). Unique: one contract, one order. */
  orderId: text('order_id').unique('contracts_order_id_unique'),
})

/**
 * Orders. `status` is the spec's stStatus (see docs/decisions.md "api-server-6c"): 80 待支付,
 * 90 已取消, 95 已关闭(超时未支付), 105 服务中, 180 已退款, 220 已支付待生效. `(userId, clientKey)` is unique so
 * a double tap creates one order.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    contractId: text('contract_id').references(() => contracts.id),
    clientKey: text('client_key').notNull(),
    periodId: integer('period_id').notNull(),
    amount: money('amount').notNull(),
    payAmount: money('pay_amount').notNull(),
    couponId: text('coupon_id'),
    status: integer('status').notNull(),
    /** 'unpaid' | 'paid' | 'failed' (last attempt failed; can retry) | 'cancelled' */
    payStatus: text('pay_status').notNull(),
    /** 1 WeChat pay, 2 Alipay (spec §6); null until paid. */
    payType: integer('pay_type'),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
    serviceStart: instant('service_start'),
    serviceEnd: instant('service_end'),
    closedAt: instant('closed_at'),
    refundAmount: money('refund_amount'),
    isTrial: boolean('is_trial').notNull().default(false),
    /** The referrer (客户经理) of the order: the contract's, or the one payCommission was given (wave2-reach19-5). */
    referrerNo: text('referrer_no').references(() => managers.no),
  },
  (t) => [
    uniqueIndex('orders_user_client_key_idx').on(t.userId, t.clientKey),
    index('orders_user_status_idx').on(t.userId, t.status),
  ],
)

/** Follow-up (回访) papers with their questions as received by the app (spec §3). */
export const followupPapers = pgTable('followup_papers', {
  id: text('id').primaryKey(),
  type: integer('type').notNull(),
  title: text('title').notNull(),
  exceptionNos: text('exception_nos').notNull(),
  waiverNo: integer('waiver_no'),
  questions: jsonb('questions').$type<SeedQuestion[]>().notNull(),
})

export interface SeedQuestion {
  no: number
  _no: number
  topic: string
  type: number
  options: { no: number; answer: string }[]
  isWaiverQuestion: boolean
  isIntervene: boolean
  isExceptionQuestion: boolean
  intervene: string
  limit: string
}

/** Stored follow-up answers; refundOrderIds are the orders the investor chose to cancel. */
export const followupSubmissions = pgTable(
  'followup_submissions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    paperId: text('paper_id')
      .notNull()
      .references(() => followupPapers.id),
    paperType: integer('paper_type').notNull(),
    answers: jsonb('answers').$type<{ no: number; answer: string }[]>().notNull(),
    refundOrderIds: jsonb('refund_order_ids').$type<string[]>().notNull(),
    submittedAt: instant('submitted_at').notNull(),
  },
  (t) => [
    index('followup_submissions_user_idx').on(t.userId),
    // The type 2 paper (after login) is answered once per investor: a resubmission answers the first record.
    uniqueIndex('followup_submissions_type2_once_idx').on(t.userId, t.paperId).where(sql`${t.paperType} = 2`),
  ],
)

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull(),
})

/** Per-user notification switches (changeMessasgNotice / queryMessasgNotice). */
export const messageNotices = pgTable(
  'message_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

/**
 * A holder's answer to the transfer of a retired product to its successor (answerProductTransfer, issue #37): one
 * per investor and product. Accepting re-checked suitability against the successor; the successor's content is
 * open to an investor who accepted, for as long as the retired product's holding runs.
 */
export const productTransfers = pgTable(
  'product_transfers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    targetProductId: text('target_product_id')
      .notNull()
      .references(() => products.id),
    /** 'accepted' | 'declined' */
    decision: text('decision').notNull(),
    decidedAt: instant('decided_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

/** Order call-back records (saveOrderCallback / queryOrderCallback): one per order. */
export const orderCallbacks = pgTable(
  'order_callbacks',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    paperId: text('paper_id').notNull(),
    result: integer('result').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('order_callbacks_order_idx').on(t.orderId)],
)

/** Customer managers (referrers) that validateManager knows. */
export const managers = pgTable('managers', {
  no: text('no').primaryKey(),
  name: text('name').notNull(),
})

/** Demo quotes for queryBasicHq: last price and previous close. */
export const quotes = pgTable('quotes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  prevClose: numeric('prev_close', { precision: 12, scale: 2 }).notNull(),
})

/** Bookkeeping: the seed version applied, so seeding runs once. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * Track records (this project's extension): per product or adviser and calendar month, the win rate (closed calls
 * with a gain over all closed calls so far) and the cumulative return since the first month, both in percent.
 * A broker's backend computes them from its closed calls; the reference server's seed draws them.
 */
export const trackRecords = pgTable(
  'track_records',
  {
    /** 'product' | 'adviser' */
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    /** YYYY-MM */
    month: text('month').notNull(),
    winRate: numeric('win_rate', { precision: 5, scale: 2 }).notNull(),
    cumulativeReturn: numeric('cumulative_return', { precision: 7, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.subjectId, table.month] })],
)

/** Binary data: Buffer in, Buffer out (pg returns a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
})

/**
 * Offline packages (离线包) the server has published, one per release version, in publication order (`seq`). The
 * manifest is stored as the exact JSON text that was signed, with its signature; the archive as the build made it.
 * A release is published when a server starts with its build (src/release/publishPackage.ts).
 */
export const offlinePackages = pgTable('offline_packages', {
  version: text('version').primaryKey(),
  seq: serial('seq').notNull(),
  minAppVersion: text('min_app_version').notNull(),
  manifest: text('manifest').notNull(),
  signature: text('signature').notNull(),
  keyId: text('key_id').notNull(),
  archive: bytes('archive').notNull(),
  archiveSha256: text('archive_sha256').notNull(),
  archiveSize: integer('archive_size').notNull(),
  publishedAt: instant('published_at').notNull(),
})

/**
 * Real-user measurements (RUM) as pages report them: no user, no address, no device beyond the platform. Old rows
 * are pruned as new ones arrive (src/rum/rumStore.ts).
 */
export const rumEvents = pgTable(
  'rum_events',
  {
    id: serial('id').primaryKey(),
    receivedAt: instant('received_at').notNull(),
    appVersion: text('app_version').notNull(),
    platform: text('platform').notNull(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    source: text('source').notNull(),
    errorKind: text('error_kind'),
  },
  (table) => [index('rum_events_received_idx').on(table.receivedAt)],
)

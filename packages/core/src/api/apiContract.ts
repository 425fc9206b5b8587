import * as z from 'zod/mini'
import { AnswerSubmissionSchema } from '../model/answerSubmission.js'
import { FollowupPaperSchema } from '../model/followupPaper.js'
import { OrderListItemSchema } from '../model/order.js'
import { UserInfoSchema } from '../model/userInfo.js'
import {
  ARRAY_MAX_ITEMS,
  DaySchema,
  RequestDaySchema,
  IdSchema,
  Int32Schema,
  MoneySchema,
  OkResponseSchema,
  dataResponse,
  envelopeFields,
  listResponse,
  pageFields,
  TextSchema,
} from './envelope.js'
import { BannerSchema } from './resources/banner.js'
import { AdviserCardSchema, AdviserDetailSchema } from './resources/adviser.js'
import { ProductInfoSchema, ProductSummarySchema } from './resources/product.js'
import { EXTENSION } from './resources/extension.js'
import { OrderSchema, PrivilegeSchema, ProductHoldingSchema, RefundDoneSchema, RefundQuoteSchema } from './resources/order.js'
import {
  LiveHistoryItemSchema,
  LiveRoomDetailSchema,
  LiveRoomSchema,
  LiveStatusSchema,
} from './resources/live.js'
import {
  OpinionDetailSchema,
  OpinionPackageDetailSchema,
  OpinionPackageSchema,
  OpinionSchema,
} from './resources/opinion.js'
import {
  ActivitySchema,
  TipsBriefSchema,
  TipsDetailSchema,
  TipsPackSchema,
  TipsUpdateSchema,
} from './resources/tips.js'
import {
  ChargingRulesSchema,
  CommissionBriefSchema,
  CommissionDetailSchema,
  CommissionProductSchema,
  StrategyUpdateSchema,
} from './resources/commission.js'
import { CouponSchema, CouponStatusSchema } from './resources/coupon.js'
import { QuizIndexSchema, QuizThreadSchema } from './resources/quiz.js'
import { QuoteSchema } from './resources/quote.js'
import { TrackRecordRequestSchema, TrackRecordSchema } from './trackRecord.js'
import { lazySchema } from '../model/lazySchema.js'
import { NativeAppVersionSchema, OfflinePackageSchema, ReleaseVersionSchema } from './resources/release.js'
import { RUM_PLATFORMS, RumBatchSchema, RumSummaryRowSchema } from './resources/rum.js'

/** HTTP method of an endpoint: POST with a JSON body unless stated (spec §7). */
export type HttpMethod = 'GET' | 'POST'

/**
 * One endpoint of the contract. `request` validates the JSON body (POST) or the query string (GET, so
 * numbers there are coerced from text); `response` validates the success envelope. `userScoped`
 * endpoints need `Authorization: Bearer <token>` and only ever see the token owner's data.
 */
export interface EndpointDef<Req extends z.core.$ZodType = z.core.$ZodType, Res extends z.core.$ZodType = z.core.$ZodType> {
  readonly path: string
  readonly method: HttpMethod
  readonly request: Req
  readonly response: Res
  readonly userScoped: boolean
  /** One line for docs/api.md. */
  readonly summary: string
  /** True when spec §7 names the endpoint; false for the ones designed for the screens. */
  readonly inSpec: boolean
  /** True for this project's own additions that a broker's backend would have to add (docs/api.md marks them). */
  readonly extension?: boolean
}

function post<Req extends z.core.$ZodType, Res extends z.core.$ZodType>(
  path: string,
  request: Req,
  response: Res,
  meta: { userScoped: boolean; summary: string; inSpec: boolean; extension?: boolean },
): EndpointDef<Req, Res> {
  return { path, method: 'POST', request, response, ...meta }
}

function get<Req extends z.core.$ZodType, Res extends z.core.$ZodType>(
  path: string,
  request: Req,
  response: Res,
  meta: { userScoped: boolean; summary: string; inSpec: boolean },
): EndpointDef<Req, Res> {
  return { path, method: 'GET', request, response, ...meta }
}

const empty = lazySchema(() => z.object({}))
const byId = lazySchema(() => z.object({ id: IdSchema }))
const byProduct = lazySchema(() => z.object({ productId: IdSchema }))
const byOrder = lazySchema(() => z.object({ orderId: IdSchema }))
const page = lazySchema(() => z.object(pageFields))
const stStatusList = lazySchema(() => z.array(Int32Schema).check(z.maxLength(50), z.describe('Order status codes (spec §4: 80, 90, 95, 105, 180, 220)')))
/** Idempotency keys of the order endpoints: 8–64 characters, no NUL. */
const clientKey = lazySchema(() => TextSchema(64, { min: 8 }))

const spec = (summary: string, userScoped = true) => ({ userScoped, summary, inSpec: true })
const screen = (summary: string, userScoped = false) => ({ userScoped, summary, inSpec: false })
/** A screen endpoint that is this project's extension: the spec has nothing it could come from. */
const extension = (summary: string, userScoped = false) => ({ ...screen(summary, userScoped), extension: true })

/** Payment methods (spec §6): 1 WeChat pay, 2 Alipay (not offered on the WeChat variant). */
export const PayTypeSchema = lazySchema(() => z.union([z.literal(1), z.literal(2)]))

/** A holder's answer to a product transfer. */
export const TransferDecisionSchema = lazySchema(() => z.enum(['accepted', 'declined']))

/** Order payment states. */
export const PayStatusSchema = lazySchema(() => z.enum(['unpaid', 'paid', 'failed', 'cancelled']))

/** Request of /api/queryUserOrder (spec §7). `cxlx` 1 asks for cancellable orders only. */
export const QueryUserOrderRequestSchema = lazySchema(() => z.object({
  iStatus: z.optional(Int32Schema),
  stStatus: z.optional(stStatusList),
  ...pageFields,
  iIsTY: z.optional(Int32Schema).check(z.describe('1: experience (体验) orders only')),
  sProductId: z.optional(IdSchema),
  cxlx: z.optional(Int32Schema).check(z.describe('查询类型: 1 = cancellable (refund list)')),
}))

/**
 * WeChat JSAPI pay parameters of an order (`/api/getWxPayParams`), signed by the server with the merchant key:
 * what `wx.chooseWXPay` (WeixinJSBridge `getBrandWCPayRequest`) takes. `timeStamp` is seconds, as text.
 */
export const WxPayParamsSchema = lazySchema(() => z.object({
  orderId: IdSchema,
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
}))

/** Answer of /api/view/getWxShareConf: flat fields, as spec §7 shows them. */
export const WxShareConfResponseSchema = lazySchema(() => z.object({
  ...envelopeFields,
  appid: z.string(),
  timestamp: z.number().check(z.int()),
  nonceStr: z.string(),
  signature: z.string(),
}))

/** Session issued by the demo login. */
export const LoginResultSchema = lazySchema(() => z.object({ token: z.string().check(z.minLength(16)), expiresAt: z.iso.datetime({ offset: true }), user: UserInfoSchema }))

/** Mainland mobile number. */
export const PhoneSchema = lazySchema(() => z.string().check(z.regex(/^1\d{10}$/, '请输入正确的手机号')))

/**
 * The whole API contract, grouped by area: `apiContract.orders.queryUserOrder` is the definition
 * (path, method, request and response zod schemas, user scope) of POST /api/queryUserOrder. The app's
 * typed client (`createApiClient(...).orders.queryUserOrder(req)`) and the reference server are both
 * built from this one object, so they cannot drift apart.
 *
 * @example
 * // a server route validating with the contract
 * const def = apiContract.orders.queryUserOrder
 * const req = z.safeParse(def.request, body)       // 400 with req.error.issues when !req.success
 * const res = z.parse(def.response, apiOk({ list, total }))
 */
export const apiContract = {
  orders: {
    queryUserOrder: post('/api/queryUserOrder', QueryUserOrderRequestSchema, lazySchema(() => listResponse(OrderSchema)), spec('Orders of the user, filtered by status; paged')),
    queryCrmOrder: post(
      '/api/queryCrmOrder',
      lazySchema(() => z.object({ iStatus: z.optional(Int32Schema), stStatus: z.optional(stStatusList), ...pageFields, iIsTY: z.optional(Int32Schema) })),
      lazySchema(() => listResponse(OrderSchema)),
      spec('Orders of the user as recorded in the CRM; paged'),
    ),
    queryUserOrderById: post(
      '/api/queryUserOrderById',
      lazySchema(() => z.object({ iStatus: z.optional(Int32Schema), authorityId: IdSchema, ...pageFields })),
      lazySchema(() => listResponse(OrderSchema)),
      spec('Orders of the user for one authority (privilege) id'),
    ),
    queryCrmOrderByProductName: post(
      '/api/queryCrmOrderByProductName',
      lazySchema(() => z.object({ sProduName: TextSchema(50, { min: 1 }) })),
      lazySchema(() => listResponse(OrderListItemSchema)),
      spec('CRM orders of the user whose product name contains the text'),
    ),
    getUserPrivilegeList: post('/api/getUserPrivilegeList', empty, lazySchema(() => listResponse(PrivilegeSchema)), spec('Privileges (paid content access) of the user')),
    getUserProductList: post('/api/getUserProductList', page, lazySchema(() => listResponse(ProductHoldingSchema)), spec('Products the user holds; paged')),
    createContract: post(
      '/api/createContract',
      lazySchema(() => z.object({
        productId: IdSchema,
        periodId: Int32Schema,
        couponId: z.optional(IdSchema),
        managerNo: z.optional(TextSchema(32, { min: 1 }).check(z.describe('Referrer (客户经理) number; validated and recorded on the contract and its order'))),
      })),
      lazySchema(() => dataResponse(z.object({ contractId: IdSchema, productId: IdSchema, periodId: z.number().check(z.int()), amount: MoneySchema, payAmount: MoneySchema }))),
      spec('Signs the service contract for a product and period (after suitability checks)'),
    ),
    createOrder: post(
      '/api/createOrder',
      lazySchema(() => z.object({
        contractId: IdSchema,
        payType: PayTypeSchema,
        clientKey: clientKey.check(z.describe('Idempotency key: the same key returns the same order')),
      })),
      lazySchema(() => dataResponse(z.object({ orderId: IdSchema, amount: MoneySchema, payAmount: MoneySchema, stStatus: z.number().check(z.int()), payStatus: PayStatusSchema }))),
      spec('Creates the order of a signed contract; idempotent on clientKey'),
    ),
    queryOrderPayStatus: post(
      '/api/queryOrderPayStatus',
      byOrder,
      lazySchema(() => dataResponse(z.object({ orderId: IdSchema, payStatus: PayStatusSchema, stStatus: z.number().check(z.int()) }))),
      spec('Payment state of an order'),
    ),
    cancelOrder: post('/api/cancelOrder', byOrder, OkResponseSchema, spec('Cancels an unpaid order')),
    refundOrder: post(
      '/api/refundOrder',
      lazySchema(() => z.object({
        orderIds: z.array(IdSchema).check(z.minLength(1), z.maxLength(ARRAY_MAX_ITEMS)),
        expected: z.optional(
          z
            .array(z.object({ orderId: IdSchema, amount: MoneySchema }))
            .check(
              z.maxLength(ARRAY_MAX_ITEMS),
              z.describe('Extension of this project: the refunds the investor was shown (quoteRefund); when one differs from what the server would pay now, nothing is cancelled and the answer is a business failure (re-quote)'),
            ),
        ),
      })),
      lazySchema(() => dataResponse(z.object({
        refundedOrderIds: z.array(IdSchema),
        refunds: z.array(RefundDoneSchema).check(z.describe('Extension of this project: what each cancelled order refunded')),
      }))),
      spec('Cancels (解约) paid in-transit orders and refunds them'),
    ),
    quoteRefund: post(
      '/api/quoteRefund',
      lazySchema(() => z.object({ orderIds: z.array(IdSchema).check(z.minLength(1), z.maxLength(ARRAY_MAX_ITEMS)) })),
      lazySchema(() => listResponse(RefundQuoteSchema)),
      extension('What cancelling each in-transit order refunds today, by the rule refundOrder pays by (shown before 确认解约)', true),
    ),
    checkSubscribeLimit: post(
      '/api/checkSubscribeLimit',
      byProduct,
      lazySchema(() => dataResponse(z.object({ allowed: z.boolean(), message: z.string() }))),
      spec('Whether the user may subscribe to the product (limits, duplicates)'),
    ),
    payCommission: post(
      '/api/payCommission',
      lazySchema(() => z.object({
        productId: IdSchema,
        clientKey,
        managerNo: z.optional(TextSchema(32, { min: 1 }).check(z.describe('Referrer (客户经理) number; validated and recorded on the order'))),
      })),
      lazySchema(() => dataResponse(z.object({ orderId: IdSchema, stStatus: z.number().check(z.int()) }))),
      spec('Subscribes to the commission product (paid through trading commission, no payment step)'),
    ),
    getUserRenewCount: post('/api/getUserRenewCount', empty, lazySchema(() => dataResponse(z.object({ count: z.number().check(z.int(), z.minimum(0)) }))), spec('Number of the user\'s orders due for renewal')),
    saveOrderCallback: post(
      '/api/saveOrderCallback',
      lazySchema(() => z.object({ orderId: IdSchema, paperId: IdSchema, result: Int32Schema })),
      OkResponseSchema,
      spec('Records the follow-up (回访) result of an order'),
    ),
    queryOrderCallback: post(
      '/api/queryOrderCallback',
      byOrder,
      lazySchema(() => dataResponse(z.object({ orderId: IdSchema, done: z.boolean() }))),
      spec('Whether the follow-up of an order is done'),
    ),
    getWxPayParams: post('/api/getWxPayParams', byOrder, lazySchema(() => dataResponse(WxPayParamsSchema)), screen('Server-signed WeChat pay (chooseWXPay) parameters of an unpaid order', true)),
  },
  products: {
    queryProductInfo: post('/api/queryProductInfo', byProduct, lazySchema(() => dataResponse(ProductInfoSchema)), spec('Product information with prices and agreements', false)),
    getSubProduct: post('/api/getSubProduct', byProduct, lazySchema(() => listResponse(ProductSummarySchema)), spec('Sub-products of a product', false)),
    getProductTransfer: post(
      '/api/getProductTransfer',
      byProduct,
      lazySchema(() => dataResponse(z.object({
        productId: IdSchema,
        transferable: z.boolean(),
        targetProductId: z.nullable(IdSchema),
        decision: z
          .nullable(TransferDecisionSchema)
          .check(z.describe('Extension of this project: the holder\'s answer to the transfer (answerProductTransfer); null until they answer, and for a product they do not hold')),
      }))),
      spec('Whether a held product can be transferred to a successor product'),
    ),
    answerProductTransfer: post(
      '/api/answerProductTransfer',
      lazySchema(() => z.object({ productId: IdSchema, accept: z.boolean() })),
      lazySchema(() => dataResponse(z.object({ productId: IdSchema, targetProductId: IdSchema, decision: TransferDecisionSchema }))),
      extension('The holder accepts or declines the transfer of a retired product to its successor; accepting re-checks suitability against the successor (1201 when it does not match)', true),
    ),
    changeMessasgNotice: post(
      '/api/changeMessasgNotice',
      lazySchema(() => z.object({ productId: IdSchema, enabled: z.boolean() })),
      OkResponseSchema,
      spec('Turns update notifications of a product on or off (path spelled as in the spec)'),
    ),
    queryMessasgNotice: post(
      '/api/queryMessasgNotice',
      byProduct,
      lazySchema(() => dataResponse(z.object({ productId: IdSchema, enabled: z.boolean() }))),
      spec('Whether update notifications of a product are on'),
    ),
    getTradeDay: post(
      '/api/getTradeDay',
      lazySchema(() => z.object({ date: z.optional(RequestDaySchema) })),
      lazySchema(() => dataResponse(z.object({ date: DaySchema, isTradeDay: z.boolean(), nextTradeDay: DaySchema }))),
      spec('Whether a day (default today, Asia/Shanghai) is a trading day, and the next one', false),
    ),
    queryBasicHq: post('/api/queryBasicHq', lazySchema(() => z.object({ codes: z.array(TextSchema(16, { min: 1 })).check(z.minLength(1), z.maxLength(50)) })), lazySchema(() => listResponse(QuoteSchema)), spec('Basic quotes of securities', false)),
  },
  customer: {
    getCustomerPhone: post('/api/getCustomerPhone', empty, lazySchema(() => dataResponse(z.object({ phone: z.string() }))), spec('The user\'s phone number, masked')),
    saveCustomerPhone: post('/api/saveCustomerPhone', lazySchema(() => z.object({ phone: PhoneSchema })), OkResponseSchema, spec('Saves the user\'s phone number')),
  },
  home: {
    getTgIndexBanners: post('/api/getTgIndexBanners', empty, lazySchema(() => listResponse(BannerSchema)), spec('Banners of the community home page', false)),
    searchAdviserApp: post(
      '/api/searchAdviserApp',
      lazySchema(() => z.object({ keyword: TextSchema(50, { trim: true, min: 1 }), ...pageFields })),
      lazySchema(() => listResponse(AdviserCardSchema)),
      spec('Adviser search', false),
    ),
  },
  user: {
    getFollowupPaper: get(
      '/api/user/getFollowupPaper',
      lazySchema(() => z.object({
        // Query strings carry text: '1' and '2' are accepted and read as numbers.
        paperType: z.pipe(
          z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]),
          z.transform((v) => (Number(v) === 1 ? 1 : 2)),
        ),
      })),
      lazySchema(() => listResponse(FollowupPaperSchema)),
      spec('Follow-up papers of a type for the user (GET, params paperType)'),
    ),
    submitFollowupPaper: post(
      '/api/user/submitFollowupPaper',
      AnswerSubmissionSchema,
      lazySchema(() => listResponse(z.union([z.string(), z.number()]))),
      spec('Submits follow-up answers and the orders to cancel; list[0] is the result code for type 1'),
    ),
    getUserInfo: get(
      '/api/user/getUserInfo',
      empty,
      lazySchema(() => dataResponse(z.nullable(UserInfoSchema))),
      spec('The session\'s user info; data is null when not signed in (no 401: fetched without forcing login)', false),
    ),
  },
  common: {
    getBatchTgInfoList: post('/api/getBatchTgInfoList', lazySchema(() => z.object({ ids: z.array(IdSchema).check(z.maxLength(ARRAY_MAX_ITEMS)) })), lazySchema(() => listResponse(AdviserCardSchema)), spec('Advisers by ids', false)),
    getWxShareConf: post('/api/view/getWxShareConf', lazySchema(() => z.object({ url: TextSchema(2048, { min: 1 }) })), WxShareConfResponseSchema, spec('WeChat JS-SDK signature for a page URL', false)),
    searchProduct: post(
      '/api/common/searchProduct',
      lazySchema(() => z.object({ keyword: TextSchema(50, { trim: true, min: 1 }), ...pageFields })),
      lazySchema(() => listResponse(ProductSummarySchema)),
      spec('Product search', false),
    ),
    validateManager: post(
      '/api/common/validateManager',
      lazySchema(() => z.object({ managerNo: TextSchema(32, { min: 1 }) })),
      lazySchema(() => dataResponse(z.object({ valid: z.boolean(), managerName: z.nullable(z.string()) }))),
      spec('Checks a customer-manager (referrer) number', false),
    ),
    checkCustomerAssets: post(
      '/api/common/checkCustomerAssets',
      byProduct,
      lazySchema(() => dataResponse(z.object({ enough: z.boolean(), required: MoneySchema, available: MoneySchema }))),
      spec('Whether the user\'s assets meet the product\'s minimum'),
    ),
    checkCustomerArrears: post('/api/common/checkCustomerArrears', empty, lazySchema(() => dataResponse(z.object({ inArrears: z.boolean() }))), spec('Whether the user owes fees')),
    getCustomerAssets: post(
      '/api/common/getCustomerAssets',
      empty,
      lazySchema(() => dataResponse(z.object({ totalAssets: MoneySchema, available: MoneySchema }))),
      spec('The user\'s assets'),
    ),
  },
  advisers: {
    list: post('/api/adviser/list', lazySchema(() => z.object({ ...pageFields })), lazySchema(() => listResponse(AdviserCardSchema)), screen('Adviser list; paged')),
    detail: post(
      '/api/adviser/detail',
      byId,
      lazySchema(() =>
        dataResponse(
          z.object({
            ...AdviserDetailSchema.shape,
            products: z
              .optional(z.array(ProductSummarySchema))
              .check(z.describe(`${EXTENSION}the products the adviser sells (on sale), for the adviser's page; absent from older servers`)),
          }),
        ),
      ),
      screen('Adviser page'),
    ),
  },
  live: {
    list: post('/api/live/list', lazySchema(() => z.object({ status: z.optional(LiveStatusSchema), ...pageFields })), lazySchema(() => listResponse(LiveRoomSchema)), screen('Live rooms, live first; paged')),
    detail: post('/api/live/detail', byId, lazySchema(() => dataResponse(LiveRoomDetailSchema)), screen('Live room; locked without privilege')),
    history: post(
      '/api/live/history',
      lazySchema(() => z.object({ roomId: z.optional(IdSchema), ...pageFields })),
      lazySchema(() => listResponse(LiveHistoryItemSchema)),
      screen('Past broadcasts, newest first; paged'),
    ),
  },
  opinions: {
    list: post(
      '/api/view/list',
      lazySchema(() => z.object({
        adviserId: z.optional(IdSchema),
        // This project's extension: spec §2's search has an opinions tab but the spec names no opinion search.
        keyword: z.optional(
          TextSchema(50, { trim: true, min: 1 }).check(
            z.describe("This project's extension (the spec names no opinion search): opinions whose title, summary or adviser name contains the text, case-insensitive"),
          ),
        ),
        ...pageFields,
      })),
      lazySchema(() => listResponse(OpinionSchema)),
      screen('Opinions, newest first; paged; optional keyword search (extension)'),
    ),
    detail: post('/api/view/detail', byId, lazySchema(() => dataResponse(OpinionDetailSchema)), screen('Opinion page; locked without privilege')),
    hot48: post('/api/view/hot48', lazySchema(() => z.object({ ...pageFields })), lazySchema(() => listResponse(OpinionSchema)), screen('Hot opinions of the last 48 hours; paged')),
    packages: post('/api/view/packageList', lazySchema(() => z.object({ ...pageFields })), lazySchema(() => listResponse(OpinionPackageSchema)), screen('Opinion packages; paged')),
    packageDetail: post('/api/view/packageDetail', byId, lazySchema(() => dataResponse(OpinionPackageDetailSchema)), screen('Opinion package page')),
  },
  tips: {
    list: post(
      '/api/tips/list',
      lazySchema(() => z.object({ sort: z._default(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), 1).check(z.describe('Sort menu (spec §3): 1 综合, 2 销量, 3 价格, 4 胜率')), ...pageFields })),
      lazySchema(() => listResponse(TipsPackSchema)),
      screen('Tips packs sorted by the sort menu; paged'),
    ),
    brief: post('/api/tips/brief', byId, lazySchema(() => dataResponse(TipsBriefSchema)), screen('Tips introduction')),
    detail: post('/api/tips/detail', byId, lazySchema(() => dataResponse(TipsDetailSchema)), screen('Tips content; locked without privilege')),
    updates: post('/api/tips/updates', lazySchema(() => z.object({ id: IdSchema, ...pageFields })), lazySchema(() => listResponse(TipsUpdateSchema)), screen('Updates of a tips pack, newest first; paged')),
    activityList: post('/api/tips/activityList', lazySchema(() => z.object({ ...pageFields })), lazySchema(() => listResponse(ActivitySchema)), screen('Activity list; paged')),
  },
  commission: {
    list: post('/api/commission/list', lazySchema(() => z.object({ ...pageFields })), lazySchema(() => listResponse(CommissionProductSchema)), screen('Commission products; paged')),
    brief: post('/api/commission/brief', byId, lazySchema(() => dataResponse(CommissionBriefSchema)), screen('Commission product introduction')),
    detail: post('/api/commission/detail', byId, lazySchema(() => dataResponse(CommissionDetailSchema)), screen('Commission product content; locked without privilege')),
    strategyUpdates: post(
      '/api/commission/strategyUpdates',
      lazySchema(() => z.object({ id: IdSchema, ...pageFields })),
      lazySchema(() => listResponse(StrategyUpdateSchema)),
      screen('Strategy updates of the commission product; paged'),
    ),
    chargingRules: post('/api/commission/chargingRules', byId, lazySchema(() => dataResponse(ChargingRulesSchema)), screen('Charging rules of the commission product')),
  },
  performance: {
    trackRecord: post(
      '/api/trackRecord',
      TrackRecordRequestSchema,
      lazySchema(() => dataResponse(TrackRecordSchema)),
      extension('Track record of a product (by product id) or an adviser: monthly win rate and cumulative return, oldest first'),
    ),
  },
  coupons: {
    list: post('/api/coupon/list', lazySchema(() => z.object({ status: z._default(CouponStatusSchema, 'usable'), ...pageFields })), lazySchema(() => listResponse(CouponSchema)), screen('Coupons of the user by state; paged', true)),
    usableProducts: post(
      '/api/coupon/usableProducts',
      lazySchema(() => z.object({ couponId: IdSchema, ...pageFields })),
      lazySchema(() => listResponse(ProductSummarySchema)),
      screen('Products a coupon applies to', true),
    ),
    specifiedAdvisers: post(
      '/api/coupon/specifiedAdvisers',
      lazySchema(() => z.object({ couponId: IdSchema, ...pageFields })),
      lazySchema(() => listResponse(AdviserCardSchema)),
      screen('Advisers a coupon is restricted to', true),
    ),
    exchange: post(
      '/api/coupon/exchange',
      lazySchema(() => z.object({ code: TextSchema(32, { trim: true, min: 4 }) })),
      lazySchema(() => dataResponse(CouponSchema)),
      screen('Exchanges an experience-coupon code; business failure when the code is unknown or used', true),
    ),
  },
  quiz: {
    index: post('/api/quiz/index', empty, lazySchema(() => dataResponse(QuizIndexSchema)), screen('Q&A home: hot threads and advisers taking questions')),
    adviserList: post('/api/quiz/adviserList', lazySchema(() => z.object({ ...pageFields })), lazySchema(() => listResponse(AdviserCardSchema)), screen('Advisers taking questions; paged')),
    list: post('/api/quiz/list', lazySchema(() => z.object({ adviserId: z.optional(IdSchema), ...pageFields })), lazySchema(() => listResponse(QuizThreadSchema)), screen('Answered threads, newest first; paged')),
    detail: post('/api/quiz/detail', byId, lazySchema(() => dataResponse(QuizThreadSchema)), screen('One thread')),
    submit: post(
      '/api/quiz/submit',
      lazySchema(() => z.object({ adviserId: IdSchema, question: TextSchema(500, { trim: true, min: 5 }) })),
      lazySchema(() => dataResponse(QuizThreadSchema)),
      screen('Asks an adviser a question', true),
    ),
    myList: post('/api/quiz/myList', lazySchema(() => z.object({ ...pageFields })), lazySchema(() => listResponse(QuizThreadSchema)), screen('Threads the user asked; paged', true)),
  },
  auth: {
    sendSmsCode: post(
      '/api/auth/sendSmsCode',
      lazySchema(() => z.object({ phone: PhoneSchema })),
      lazySchema(() => dataResponse(z.object({ expiresInSeconds: z.number().check(z.int(), z.minimum(1)) }))),
      screen('Sends a login SMS code (demo mode: printed to the server log)'),
    ),
    login: post('/api/auth/login', lazySchema(() => z.object({ phone: PhoneSchema, code: z.string().check(z.regex(/^\d{6}$/, '请输入6位验证码')) })), lazySchema(() => dataResponse(LoginResultSchema)), screen('Browser demo login: phone + SMS code → token')),
    logout: post('/api/auth/logout', empty, OkResponseSchema, screen('Revokes the token', true)),
  },
  release: {
    status: post(
      '/api/release/status',
      empty,
      lazySchema(() => dataResponse(z.object({ current: z.nullable(ReleaseVersionSchema), recalled: z.array(ReleaseVersionSchema) }))),
      extension('The release the server serves now and the recalled ones: a service worker of a recalled release steps aside (decision wave3-shipping-4)'),
    ),
    offlinePackage: post(
      '/api/release/offlinePackage',
      lazySchema(() => z.object({
        appVersion: NativeAppVersionSchema,
        platform: z.enum(['ios', 'android']),
        installed: z.optional(ReleaseVersionSchema),
      })),
      lazySchema(() => dataResponse(z.object({ package: z.nullable(OfflinePackageSchema), recalled: z.array(ReleaseVersionSchema) }))),
      extension('Update check of the native app: the offline package (离线包) to run for its version, and the recalled releases to drop (docs/bridge-protocol.md §15)'),
    ),
  },
  rum: {
    report: post('/api/rum/report', RumBatchSchema, OkResponseSchema, extension('Real-user speed: a batch of LCP, INP, CLS, FCP, TTFB and load errors of page views; no personal data')),
    summary: post(
      '/api/rum/summary',
      lazySchema(() => z.object({
        days: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(90)), 7),
        platform: z.optional(z.enum(RUM_PLATFORMS)),
      })),
      lazySchema(() => dataResponse(z.object({ since: z.string(), rows: z.array(RumSummaryRowSchema) }))),
      extension('Real-user speed report: count, median and p75 of each metric per platform and route over the last days'),
    ),
  },
  demo: {
    pay: post(
      '/api/demo/pay',
      lazySchema(() => z.object({ orderId: IdSchema, payType: PayTypeSchema, outcome: z._default(z.enum(['success', 'fail']), 'success') })),
      lazySchema(() => dataResponse(z.object({ orderId: IdSchema, payStatus: PayStatusSchema }))),
      screen('Reference server only: simulates the payment of an order (native host / browser pay page)', true),
    ),
    ssoLogin: post(
      '/api/demo/ssoLogin',
      lazySchema(() => z.object({ phone: PhoneSchema })),
      lazySchema(() => dataResponse(LoginResultSchema)),
      extension(
        "Reference server in demo mode only: signs a seeded investor in as the firm's app's SSO would, without an SMS code (the native-host simulator plays that app); a production server answers 404",
      ),
    ),
    status: post(
      '/api/demo/status',
      empty,
      lazySchema(() => dataResponse(z.object({ demo: z.literal(true) }))),
      extension('Reference server in demo mode only: answers that the demo payment is there (a production server answers 404), so a browser offers the demonstration pay sheet only where it pays'),
    ),
  },
} as const satisfies Record<string, Record<string, EndpointDef>>

/** The contract type. */
export type ApiContract = typeof apiContract
/** Area names (`orders`, `user`, …). */
export type ApiArea = keyof ApiContract

/** One row of the flat endpoint list. */
export interface ApiEndpoint extends EndpointDef {
  /** `area.name`, e.g. `orders.queryUserOrder`. */
  readonly id: string
  readonly area: string
  readonly name: string
}

/**
 * Every endpoint as a flat list, in contract order, for servers and docs.
 *
 * @example
 * for (const ep of apiEndpoints) app.on(ep.method, ep.path, handlerFor(ep.id))
 */
export const apiEndpoints: readonly ApiEndpoint[] = Object.entries(apiContract).flatMap(([area, group]) =>
  Object.entries(group as Record<string, EndpointDef>).map(([name, def]) => ({ ...def, id: `${area}.${name}`, area, name })),
)

/**
 * Finds the endpoint of a method and path, or undefined.
 *
 * @example
 * findEndpoint('POST', '/api/queryUserOrder')?.id // 'orders.queryUserOrder'
 */
export function findEndpoint(method: string, path: string): ApiEndpoint | undefined {
  return apiEndpoints.find((ep) => ep.method === method.toUpperCase() && ep.path === path)
}

/** Request type (what a caller passes) of an endpoint. */
export type EndpointRequest<E extends EndpointDef> = z.input<E['request']>
/** Parsed success answer of an endpoint. */
export type EndpointResponse<E extends EndpointDef> = z.output<E['response']>

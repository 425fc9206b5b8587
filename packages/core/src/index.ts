// Public API of @tougu/core. Named exports only; types with `export type`.
export { PERIOD_UNITS, LIMITED_FREE_PERIOD, periodUnitLabel } from './pricing/periodUnit.js'
export type { PeriodUnit } from './pricing/periodUnit.js'

// ── Domain model (spec §3): zod/mini schemas, inferred types, lenient parsers returning ParseResult ──
export { parseWith } from './model/parseResult.js'
export type { ParseResult } from './model/parseResult.js'
export { lenientNumber, lenientString, lenientBoolean, semicolonNumbers } from './model/lenient.js'
export {
  PAPER_TYPES,
  QUESTION_TYPES,
  FollowupOptionSchema,
  FollowupQuestionSchema,
  FollowupPaperSchema,
  parseFollowupPaper,
  parseFollowupQuestion,
  parseFollowupOption,
} from './model/followupPaper.js'
export type { PaperType, FollowupOption, FollowupQuestion, FollowupPaper } from './model/followupPaper.js'
export { PaperAnswerSchema, AnswerSubmissionSchema, parseAnswerSubmission } from './model/answerSubmission.js'
export type { PaperAnswer, AnswerSubmission } from './model/answerSubmission.js'
export { UserInfoSchema, parseUserInfo, isLoggedIn } from './model/userInfo.js'
export type { UserInfo } from './model/userInfo.js'
export {
  ShareDataSchema,
  PullRefreshSchema,
  ClientStoreSchema,
  initialClientStore,
  parseClientStore,
} from './stores/clientStore.js'
export type { NewUserState, ShareData, PullRefresh, ClientStoreFields } from './stores/clientStore.js'
export {
  ORDER_STATUS_FILTER,
  REFUND_ORDER_STATUSES,
  REFUND_ORDER_LIST_SIZE,
  OrderListItemSchema,
  RefundProductSchema,
  parseOrderListItem,
  parseOrderList,
  parseRefundProduct,
  toRefundProducts,
} from './model/order.js'
export type { OrderListItem, RefundProduct } from './model/order.js'
export { PriceItemSchema, parsePriceItem, parsePriceList } from './model/priceItem.js'
export type { PriceItem } from './model/priceItem.js'
export { AdviserSchema, parseAdviser, adviserDisplayName } from './model/adviser.js'
export type { Adviser } from './model/adviser.js'
export {
  DISCLOSURE_CONTENT_TYPES,
  RiskDisclosureRecordSchema,
  parseRiskDisclosureRecord,
} from './model/riskDisclosureRecord.js'
export type { DisclosureKind, RiskDisclosureRecord } from './model/riskDisclosureRecord.js'
export { SORT_MENUS, parseSortMenu, sortMenuOptions } from './model/sortMenu.js'
export type { SortMenu } from './model/sortMenu.js'

// ── Rules (spec §4, §5, §9): pure functions with clock and storage injected, plus RxJS sessions/stores ──
export { messages } from './messages.js'
export { couponFit, amountAfterCoupon, couponTermsText } from './coupons/couponFit.js'
export type { CouponFit, CouponMisfit, CouponTarget, CouponTerms } from './coupons/couponFit.js'
export { TEXT_ANSWER_MAX } from './followup/followupQuestions.js'
export type { FollowupAnswers, QuestionKind } from './followup/followupQuestions.js'
export { deriveFollowupView } from './followup/deriveFollowupView.js'
export type {
  FollowupContext,
  FollowupView,
  FollowupQuestionView,
  FollowupOptionView,
} from './followup/deriveFollowupView.js'
export { validateFollowup, limitMessageOnAnswer } from './followup/validateFollowup.js'
export { needsRefundSelection } from './followup/needsRefundSelection.js'
export { buildFollowupSubmission } from './followup/buildFollowupSubmission.js'
export type { FollowupSubmission } from './followup/buildFollowupSubmission.js'
export { initialFollowupAnswers } from './followup/initialFollowupAnswers.js'
export { validateRefundSelection, refundSelectAllState, toggleAllRefunds } from './followup/refundSelection.js'
export { createFollowupSession } from './followup/followupSession.js'
export type {
  FollowupSession,
  FollowupSessionDeps,
  FollowupSessionState,
  FollowupSessionStatus,
  FollowupSubmitResult,
  FollowupSubmitOutcome,
} from './followup/followupSession.js'
export type { StateStream } from './streams/stateStream.js'
export { daysLeftOnSale, filterPriceItems } from './pricing/filterPriceItems.js'
export { createPrivilegeCache } from './privilege/privilegeCache.js'
export type { PrivilegeCache, PrivilegeCacheOptions, PrivilegeCacheState } from './privilege/privilegeCache.js'
export { createRiskDisclosureStore, disclosureKindOf } from './disclosure/riskDisclosureStore.js'
export { createRiskWarningStore } from './disclosure/riskWarningStore.js'
export type { RiskWarningStore, RiskWarningStoreOptions } from './disclosure/riskWarningStore.js'
export type { KeyValueStorage, RiskDisclosureStore, RiskDisclosureStoreOptions } from './disclosure/riskDisclosureStore.js'
export { deriveIsNewUser } from './orders/deriveIsNewUser.js'
export { isRenewalDue, renewalWindowDays, RENEW_WINDOW_DAYS, RENEW_WINDOW_MIN_DAYS, RENEW_WINDOW_SHARE } from './orders/renewal.js'
export type { ServiceDays } from './orders/renewal.js'
export { formatRelativeTime } from './format/formatRelativeTime.js'
export { formatDuration } from './format/formatDuration.js'
export { formatMoney, formatAmount, MONEY_PATTERN, MONEY_UNKNOWN } from './format/formatMoney.js'
export { productTypeLabel } from './format/productTypeLabel.js'
export type { ProductType } from './format/productTypeLabel.js'
export { toDate, dayKey } from './format/calendarDay.js'
export type { DateInput } from './format/calendarDay.js'
export { checkSuitability, riskAssessmentMessage } from './suitability/checkSuitability.js'
export type { AssessmentProblem, SuitabilityResult } from './suitability/checkSuitability.js'

// ── Compliance: one source for every legal fact (issue #37, docs/compliance.md) ──
export { FIRM, firmLine } from './compliance/firm.js'
export type { FirmIdentity } from './compliance/firm.js'
export {
  INVESTOR_RISK_TYPES,
  PRODUCT_RISK_LEVELS,
  riskGrade,
  investorRiskName,
  productRiskName,
  investorTypeLabel,
  productLevelLabel,
} from './compliance/riskTypes.js'
export type { RiskGrade } from './compliance/riskTypes.js'
export {
  COOLING_OFF,
  coolingOffEnds,
  coolingOffLastDay,
  isWithinCoolingOff,
  shanghaiDayIndex,
  shanghaiDayText,
} from './compliance/coolingOff.js'
export { COMMISSION_FEE, COMMISSION_MIN_ASSETS, rateText, yuanText, commissionServiceFee } from './compliance/commissionFee.js'
export { LONG_TERM_REFUND_DAYS, refundQuote } from './compliance/refundRule.js'
export type { RefundBasis, RefundOrderFacts, RefundQuote } from './compliance/refundRule.js'
export {
  PERFORMANCE_WINDOW_MONTHS,
  PERFORMANCE_TERMS,
  COMMENTARY_NOTE,
  PRIVACY_CONSENT,
  adviserByline,
  qualificationNote,
  refundQuoteText,
} from './compliance/notes.js'
export {
  SPECIAL_RISKS,
  coolingOffClause,
  refundClause,
  commissionFeeTerms,
  commissionRefundClause,
  commissionFeeExample,
  serviceAgreement,
  commissionAgreement,
  riskDisclosure,
  suitabilityOpinion,
  privacyPolicy,
} from './compliance/legalTexts.js'
export type {
  AdvisoryProductType,
  AgreementFacts,
  DisclosureFacts,
  LegalDocument,
  SpecialRiskCode,
  SuitabilityOpinionFacts,
} from './compliance/legalTexts.js'
export {
  PROFIT_SHARING_WORDS,
  RETURN_PROMISE_WORDS,
  HYPE_WORDS,
  CALL_WORDS,
  findForbiddenWording,
  findFactConflicts,
  findSecurityCalls,
} from './compliance/wording.js'
export type { WordingFinding } from './compliance/wording.js'
export { followableLink } from './links/followableLink.js'
export { mediaHref } from './links/mediaHref.js'
export { MEDIA_BOXES, mediaSources } from './links/mediaSources.js'
export type { MediaBox, MediaBoxSize, MediaSources } from './links/mediaSources.js'
export { openidFromEntryUrl } from './links/wechatOpenid.js'
export { findStockMentions, marketOfCode } from './links/stockMentions.js'
export type { StockMarket, StockMention } from './links/stockMentions.js'
export type { FollowableLink } from './links/followableLink.js'

// API contract, clients and stores (spec §7, §8; docs/api.md)
export { API_CODES, API_MESSAGES, REMOTE_TIMEOUT_PATTERN, apiFailure, isApiFailure } from './api/apiErrors.js'
export type { ApiFailure, ApiIssue, SecondaryTimeout } from './api/apiErrors.js'
export {
  BasicInfoSchema,
  IdSchema,
  MoneySchema,
  DecimalSchema,
  TimestampSchema,
  DaySchema,
  RequestDaySchema,
  REQUEST_DAY_MIN,
  REQUEST_DAY_MAX,
  ProductRiskSchema,
  pageFields,
  envelopeFields,
  OkResponseSchema,
  EnvelopeSchema,
  FailureEnvelopeSchema,
  listResponse,
  dataResponse,
  apiOk,
  apiError,
} from './api/envelope.js'
// API resources, one module per domain
export { BannerSchema } from './api/resources/banner.js'
export type { Banner } from './api/resources/banner.js'
export { AdviserCardSchema, AdviserDetailSchema, AdviserCredentialsSchema } from './api/resources/adviser.js'
export type { AdviserCard, AdviserDetail, AdviserCredentials } from './api/resources/adviser.js'
export {
  ProductTypeSchema,
  ContentProductIdSchema,
  ContentKindSchema,
  ContentRefSchema,
  ProductSummarySchema,
  ProductInfoSchema,
  SpecialRiskSchema,
} from './api/resources/product.js'
export type { ProductSummary, ContentKind, ContentRef, ProductInfo } from './api/resources/product.js'
export { ProductHoldingSchema, PrivilegeSchema, OrderSchema, RefundBasisSchema, RefundQuoteSchema, RefundDoneSchema } from './api/resources/order.js'
export type { ProductHolding, Privilege, Order, RefundQuoteItem, RefundDone } from './api/resources/order.js'
export {
  LiveStatusSchema,
  LiveRoomSchema,
  LiveRoomDetailSchema,
  LiveHistoryItemSchema,
} from './api/resources/live.js'
export type { LiveRoom, LiveRoomDetail, LiveHistoryItem } from './api/resources/live.js'
export {
  OpinionSchema,
  OpinionDetailSchema,
  OpinionPackageSchema,
  OpinionPackageDetailSchema,
} from './api/resources/opinion.js'
export type { Opinion, OpinionDetail, OpinionPackage, OpinionPackageDetail } from './api/resources/opinion.js'
export {
  TipsPackSchema,
  TipsBriefSchema,
  TipsDetailSchema,
  TipsUpdateSchema,
  ActivitySchema,
} from './api/resources/tips.js'
export type { TipsPack, TipsBrief, TipsDetail, TipsUpdate, Activity } from './api/resources/tips.js'
export {
  CommissionProductSchema,
  CommissionBriefSchema,
  CommissionDetailSchema,
  StrategyUpdateSchema,
  ChargingRulesSchema,
} from './api/resources/commission.js'
export type {
  CommissionProduct,
  CommissionBrief,
  CommissionDetail,
  StrategyUpdate,
  ChargingRules,
} from './api/resources/commission.js'
export { CouponTypeSchema, CouponStatusSchema, CouponSchema } from './api/resources/coupon.js'
export type { Coupon } from './api/resources/coupon.js'
export { QuizThreadSchema, QuizIndexSchema } from './api/resources/quiz.js'
export type { QuizThread, QuizIndex } from './api/resources/quiz.js'
export { QuoteSchema } from './api/resources/quote.js'
export type { Quote } from './api/resources/quote.js'
export { NativeAppVersionSchema, OfflinePackageSchema, ReleaseVersionSchema, Sha256HexSchema } from './api/resources/release.js'
export type { OfflinePackage } from './api/resources/release.js'
export {
  RUM_BATCH_MAX,
  RUM_ERROR_KINDS,
  RUM_METRICS,
  RUM_PLATFORMS,
  RUM_SOURCES,
  RumBatchSchema,
  RumEventSchema,
  RumRouteSchema,
  RumSummaryRowSchema,
} from './api/resources/rum.js'
export type { RumBatch, RumEvent, RumMetric, RumPlatform, RumSummaryRow } from './api/resources/rum.js'
export {
  apiContract,
  apiEndpoints,
  findEndpoint,
  PayTypeSchema,
  PayStatusSchema,
  QueryUserOrderRequestSchema,
  WxShareConfResponseSchema,
  WxPayParamsSchema,
  LoginResultSchema,
  PhoneSchema,
  TransferDecisionSchema,
} from './api/apiContract.js'
export type { ApiContract, ApiArea, ApiEndpoint, EndpointDef, EndpointRequest, EndpointResponse, HttpMethod } from './api/apiContract.js'
export { TrackRecordPointSchema, TrackRecordRequestSchema, TrackRecordSchema, TrackRecordSubjectSchema } from './api/trackRecord.js'
export type { TrackRecord, TrackRecordPoint, TrackRecordSubject } from './api/trackRecord.js'
export { createApiClient } from './api/createApiClient.js'
export type { ApiClient, ApiClientOptions, ApiResult, CallOptions, EndpointFn, TypedApi } from './api/createApiClient.js'
export { createSecondaryClient, SecondaryNetworkError } from './api/createSecondaryClient.js'
export type { SecondaryClient, SecondaryClientOptions, SecondaryResult } from './api/createSecondaryClient.js'
export type { ApiEnvelope } from './api/parseEnvelope.js'
export type { AbortSignalLike, FetchLike, QueryParams, TokenSource } from './api/httpTransport.js'
export { buildOpenApiDocument, renderApiMarkdown, wireSchema } from './api/openApiDocument.js'
export { createSessionStore, SESSION_MESSAGES } from './stores/sessionStore.js'
export type { SessionStore, SessionStoreOptions, SessionState, UserInfoBridge } from './stores/sessionStore.js'
export { createClientStore, PERSISTED_CLIENT_FIELDS } from './stores/clientStore.js'
export type { ClientStore, ClientStoreOptions, ClientState } from './stores/clientStore.js'
export { startFollowupPaperLoader } from './stores/followupPaperLoader.js'
export type { FollowupPaperLoader, FollowupPaperLoaderOptions } from './stores/followupPaperLoader.js'
export { refreshIsNewUser } from './stores/refreshIsNewUser.js'
export type { RefreshIsNewUserDeps } from './stores/refreshIsNewUser.js'
// end: API contract, clients and stores

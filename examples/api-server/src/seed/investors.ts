// The seed's investors (demo and scenario batches) and the product ids their scenarios hold. Each batch's investors
// are changed by the specs named beside them only, so specs sharing a database never race.
import { INVESTOR_RISK_TYPES } from '@tougu/core'
import type * as t from '../db/schema.js'
import { isoDay, type Row } from './batch.js'

/** The demo investors (the login phone numbers are printed at start and listed in the README). */
export const DEMO_USERS = [
  { id: 'C1001', phone: '13800000001', cid: '880010001', userName: '张伟', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 350000, inArrears: false },
  { id: 'C1002', phone: '13800000002', cid: '880010002', userName: '李娜', riskLevel: 2, riskEndInDays: 200, customerClass: '普通投资者', assets: 52000, inArrears: false },
  { id: 'C1003', phone: '13800000003', cid: '880010003', userName: '王芳', riskLevel: 3, riskEndInDays: -30, customerClass: '普通投资者', assets: 18000, inArrears: true },
  { id: 'C1004', phone: '13800000004', cid: '880010004', userName: '刘洋', riskLevel: null, riskEndInDays: null, customerClass: '普通投资者', assets: 5000, inArrears: false },
  { id: 'C1005', phone: '13800000005', cid: '880010005', userName: '陈静', riskLevel: 5, riskEndInDays: 500, customerClass: '专业投资者', assets: 1200000, inArrears: false },
] as const

/**
 * Investors of single scenarios (seed batch 2, decision api-server-7): each one's data is changed by one
 * end-to-end test only, so tests sharing a database never race. 06 holds an in-transit order and an
 * unanswered type 2 paper (waiver 是 path), 07 is conservative (C2) for the R5 product, 08 and 09 have no
 * orders (fault injection; payment inside WeChat).
 */
export const SCENARIO_USERS = [
  { id: 'C1006', phone: '13800000006', cid: '880010006', userName: '赵敏', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 260000, inArrears: false },
  { id: 'C1007', phone: '13800000007', cid: '880010007', userName: '孙丽', riskLevel: 2, riskEndInDays: 300, customerClass: '普通投资者', assets: 80000, inArrears: false },
  { id: 'C1008', phone: '13800000008', cid: '880010008', userName: '周强', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
  { id: 'C1009', phone: '13800000009', cid: '880010009', userName: '吴昊', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const

/**
 * Investors of the front-door end-to-end test (seed batch 3, decision wave2-frontdoor-1): 10 and 11 buy from
 * every product page, one per device project, so the two runs never share a product and an investor; they
 * each hold a coupon for one product (its 可用产品 row is a way in). 12 holds a product and only reads it
 * (the privilege list failing must not lock what the server unlocked).
 */
export const FRONT_DOOR_USERS = [
  { id: 'C1010', phone: '13800000010', cid: '880010010', userName: '郑爽', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1011', phone: '13800000011', cid: '880010011', userName: '冯磊', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1012', phone: '13800000012', cid: '880010012', userName: '何珊', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const
/**
 * Investors of the signing account checks (seed batch compliance, decision wave2-compliance-1): 101 owes fees,
 * 102 has too little in the account for the commission product, 103 and 104 (one per device project) sign
 * with a referrer code and change their contact phone. All are C4 with a valid assessment, so only the
 * account check under test can refuse them.
 */
export const COMPLIANCE_USERS = [
  { id: 'C1101', phone: '13800000101', cid: '880011101', userName: '钱进', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 300000, inArrears: true },
  { id: 'C1102', phone: '13800000102', cid: '880011102', userName: '林溪', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 20000, inArrears: false },
  { id: 'C1103', phone: '13800000103', cid: '880011103', userName: '沈舟', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1104', phone: '13800000104', cid: '880011104', userName: '韩梅', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const

/**
 * Investors of the signing specs (seed batch sign-flow, decision wave2-frontdoor2-1): each pair is one per device
 * project. 201/202 buy in e2e/sign-flow.spec.ts, 203/204 in e2e/purchase.spec.ts, 205/206 in
 * e2e/sign-flow-app.spec.ts, so those specs no longer share the main demo investor (whose orders and holdings other
 * specs count) or each other, and run side by side.
 */
export const SIGN_FLOW_USERS = [
  { id: 'C1201', phone: '13800000201', cid: '880011201', userName: '邵阳', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1202', phone: '13800000202', cid: '880011202', userName: '邱月', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1203', phone: '13800000203', cid: '880011203', userName: '贺川', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1204', phone: '13800000204', cid: '880011204', userName: '龚宁', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1205', phone: '13800000205', cid: '880011205', userName: '苏岚', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1206', phone: '13800000206', cid: '880011206', userName: '江帆', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const

/** The tips pack that sells the R5 product: its page is where an investor meets TIPR5 (a content id, not the product id). */
export const HIGH_RISK_PACK_ID = 'TP901'

/**
 * Investors of the purchase-webview test (seed batch reach19, decision wave2-reach19-2): each signs the
 * commission product inside the (fake) native app and closes the result's webview; one per device project.
 */
export const REACH19_USERS = [
  { id: 'C1191', phone: '13800000191', cid: '880011191', userName: '梁晨', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1192', phone: '13800000192', cid: '880011192', userName: '罗欣', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const

/**
 * The investor of the keeping e2e (seed batch keep19, decision wave2-keep19-1): holds the retiring package
 * PKG10 (it transfers to PKG9) for a month paid 25 days ago, so its service ends within the renewal window.
 */
export const KEEP19_USERS = [
  { id: 'C1193', phone: '13800000193', cid: '880011193', userName: '莫言', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
] as const
/**
 * The investor of the accessibility e2e (seed batch a11y16, decision wave2-ux16b-2): no spec answers their type 2
 * follow-up paper, so the follow-up dialog is there to audit in every run and on every device project.
 */
export const A11Y16_USERS = [
  { id: 'C1161', phone: '13800000161', cid: '880011161', userName: '简宁', riskLevel: 3, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const
/**
 * Investors of the launch-compliance e2e (seed batch compliance-launch, issue #37; e2e/compliance-launch.spec.ts
 * only). 301/302 (one per device project) hold the retiring PKG10 and answer its transfer; 303 holds it too with an
 * assessment past its end (accepting is refused); 304/305 hold one order in its cooling-off and one past it (the
 * cancellation dialog's quotes); 306/307 sign the commission product; 308 holds nothing (asking an adviser, sign-in).
 */
export const COMPLIANCE_LAUNCH_USERS = [
  { id: 'C1301', phone: '13800000301', cid: '880011301', userName: '易安', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1302', phone: '13800000302', cid: '880011302', userName: '柏舟', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1303', phone: '13800000303', cid: '880011303', userName: '岳峰', riskLevel: 4, riskEndInDays: -10, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1304', phone: '13800000304', cid: '880011304', userName: '池雨', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1305', phone: '13800000305', cid: '880011305', userName: '卜凡', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1306', phone: '13800000306', cid: '880011306', userName: '甘霖', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1307', phone: '13800000307', cid: '880011307', userName: '闻笛', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 400000, inArrears: false },
  { id: 'C1308', phone: '13800000308', cid: '880011308', userName: '向晚', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 150000, inArrears: false },
] as const

/**
 * The investors of the journey e2e (seed batch journey, decision wave3-journey-12), one per context it walks (browser,
 * WeChat variant, native simulator): each buys every kind of product, and holds a month of JOURNEY_RENEW_PRODUCT_ID
 * paid 26 days before the seed's `now`, so that service is due for renewal (its last 6 or 7 days) on the day they buy.
 */
export const JOURNEY_USERS = [
  { id: 'C1321', phone: '13800000321', cid: '880011321', userName: '骆川', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 800000, inArrears: false },
  { id: 'C1322', phone: '13800000322', cid: '880011322', userName: '闻溪', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 800000, inArrears: false },
  { id: 'C1323', phone: '13800000323', cid: '880011323', userName: '乔木', riskLevel: 4, riskEndInDays: 365, customerClass: '普通投资者', assets: 800000, inArrears: false },
] as const
/** The product JOURNEY_USERS hold, due for renewal. */
export const JOURNEY_RENEW_PRODUCT_ID = 'TIP2'

/** The product KEEP19_USERS hold, due for renewal. */
export const KEEP19_RENEW_PRODUCT_ID = 'PKG10'

/** The product of the front-door investors' coupons. */
export const FRONT_DOOR_COUPON_PRODUCT_ID = 'TIP15'
/** The product the holder (13800000012) has in service. */
export const FRONT_DOOR_HELD_PRODUCT_ID = 'TIP10'

/** A high-risk (R5) product: no seeded investor but the C5 one may buy it (suitability refusal). */
export const HIGH_RISK_PRODUCT_ID = 'TIPR5'

/** The main demo investor: has orders in every status, coupons of every kind and Q&A threads. */
export const DEMO_PHONE = DEMO_USERS[0].phone

const DAY = 24 * 60 * 60 * 1000

type DemoUser =
  | (typeof DEMO_USERS)[number]
  | (typeof SCENARIO_USERS)[number]
  | (typeof FRONT_DOOR_USERS)[number]
  | (typeof COMPLIANCE_USERS)[number]
  | (typeof SIGN_FLOW_USERS)[number]
  | (typeof REACH19_USERS)[number]
  | (typeof KEEP19_USERS)[number]
  | (typeof A11Y16_USERS)[number]
  | (typeof COMPLIANCE_LAUNCH_USERS)[number]
  | (typeof JOURNEY_USERS)[number]

export function userRow(u: DemoUser, today: Date): Row<typeof t.users> {
  return {
    id: u.id,
    phone: u.phone,
    cid: u.cid,
    userName: u.userName,
    riskLevel: u.riskLevel,
    // The suitability category's name is core's (C1 保守型 … C5 激进型), never a text of its own here.
    levelName: u.riskLevel === null ? null : INVESTOR_RISK_TYPES[u.riskLevel],
    riskEndDate: u.riskEndInDays === null ? null : isoDay(new Date(today.getTime() + u.riskEndInDays * DAY)),
    customerClass: u.customerClass,
    singleFlag: 0,
    unionid: `wx_union_${u.id}`,
    contactPhone: u.phone,
    totalAssets: u.assets.toFixed(2),
    availableAssets: (u.assets * 0.4).toFixed(2),
    inArrears: u.inArrears,
  }
}

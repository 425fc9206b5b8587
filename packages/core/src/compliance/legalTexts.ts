// The legal texts of the advisory service, built from the facts of this module (issue #37): the service
// agreements, the risk disclosure (风险揭示书, in the form of the Securities Association of China's template), the
// suitability opinion (适当性匹配意见), the privacy policy, the refund quote and the performance definitions.
// Kept apart from core's messages.ts: these are long and only the signing and product pages load them.
// Every text names the firm (FIRM), never 「本公司」. Wording the firm's compliance department must confirm is listed in
// docs/compliance.md.
import { periodUnitLabel } from '../pricing/periodUnit.js'
import { COMMISSION_FEE, COMMISSION_MIN_ASSETS, rateText, yuanText } from './commissionFee.js'
import { COOLING_OFF } from './coolingOff.js'
import { FIRM } from './firm.js'
import { LONG_TERM_REFUND_DAYS } from './refundRule.js'
import { adviserByline } from './notes.js'
import { investorTypeLabel, productLevelLabel, riskGrade } from './riskTypes.js'

/** A titled text: sections of paragraphs. */
export interface LegalDocument {
  title: string
  sections: readonly { heading: string; paragraphs: readonly string[] }[]
}

/** Product kinds, as the contract names them. */
export type AdvisoryProductType = 'tips' | 'package' | 'live' | 'commission'

/** Risks some products carry beyond their kind's (a product lists their codes; the disclosure states them). */
export const SPECIAL_RISKS = {
  margin:
    '融资融券交易风险：本产品的投资建议涉及融资融券交易。融资融券具有杠杆效应，在放大收益的同时也成倍放大亏损；维持担保比例低于规定标准时，您须追加担保物，否则可能被强制平仓，损失可能超过您投入的保证金；融资利息和融券费用将增加您的交易成本。参与融资融券须另行开立信用账户并符合其准入条件。',
  leveragedEtf:
    '杠杆及反向ETF风险：本产品的投资建议涉及杠杆及反向ETF。此类基金每日调整杠杆，持有超过一个交易日时，其收益与标的指数的倍数关系会因复利效应而偏离，在震荡行情中即使指数回到原位也可能出现亏损，不适合长期持有。',
} as const
export type SpecialRiskCode = keyof typeof SPECIAL_RISKS

/** What each kind of product adds to the general risks. */
const KIND_RISKS: Record<AdvisoryProductType, string> = {
  tips: '锦囊提供时效性较强的投资建议，您未能及时阅读或执行、或市场快速变化，均可能使建议失去参考价值。',
  package: '观点包提供对市场、行业和证券的分析与观点，观点形成于发布之时，不反映其后的市场变化。',
  live: '直播为投资顾问的实时讲解，回放内容不反映讲解之后的市场变化；直播中的观点不针对任何个人的具体情况。',
  commission: `佣金产品的服务费按成交金额收取，与盈亏无关：交易越频繁，服务费越高，即使投资亏损也须支付服务费，可能显著增加您的交易成本。签约账户总资产须不低于${yuanText(COMMISSION_MIN_ASSETS)}。`,
}

const KIND_NAMES: Record<AdvisoryProductType, string> = { tips: '锦囊', package: '观点包', live: '直播', commission: '佣金产品' }

/** The cooling-off clause of every agreement. @example coolingOffClause('2026-06-08') // '您可在本协议签署之日起5个工作日内…至2026-06-08（含当日）止。' */
export function coolingOffClause(lastDay?: string): string {
  const days = COOLING_OFF.workingDays
  return (
    `您可在本协议签署之日起${days}个工作日内（签署当日不计入；工作日为周一至周五，交易所节假日不另行扣除），以书面形式（含在本平台提交“投顾产品解约”申请）通知解除本协议，此期间为冷静期。` +
    (lastDay ? `本协议的冷静期至${lastDay}（含当日）止。` : '')
  )
}

/** The refund clause of the priced products' agreement: what the server's refund rule pays. @example refundClause() // '冷静期内解除本协议的，…全额退还…' */
export function refundClause(): string {
  return (
    `冷静期内解除本协议的，${FIRM.shortName}全额退还您已支付的服务费用。冷静期届满后解除本协议的，按剩余服务天数退还：退款金额＝已付金额×剩余服务天数÷服务总天数（按北京时间自然日计算，解约当日计为已服务，金额精确到分，不足一分的部分不退）；` +
    `长期服务按${LONG_TERM_REFUND_DAYS}天计算服务总天数，自服务开始满${LONG_TERM_REFUND_DAYS}天后解除的不再退费。您确认解约前，本平台显示每笔订单的退款金额，${FIRM.shortName}按所示金额退还。解约后服务立即终止，且不可撤销。`
  )
}

/** The fee terms of the commission product, one line each. @example commissionFeeTerms()[0] // '服务费按签约账户股票、基金交易的成交金额的万分之8收取，…' */
export function commissionFeeTerms(): string[] {
  const rate = rateText(COMMISSION_FEE.rate)
  return [
    `服务费按签约账户股票、基金交易的成交金额的${rate}收取，与投资盈亏无关；服务费在交易佣金之外另行收取，与交易佣金一并从资金账户扣收。`,
    `股票、基金每笔成交的服务费不足${COMMISSION_FEE.minimumPerOrder}元的，按${COMMISSION_FEE.minimumPerOrder}元收取；最低收费在整个服务期内适用（自开始收费之日起至本协议解除之日止）。`,
    `债券交易按成交金额的${rateText(COMMISSION_FEE.bondRate)}收取服务费，不设最低收费。`,
    `冷静期内不收取服务费；服务费自冷静期届满后的第一个交易日起收取。无需预付任何费用。`,
  ]
}

/** The refund clause of the commission product's agreement: nothing is prepaid, so nothing is refunded. @example commissionRefundClause() // '冷静期内解除本协议的，不收取任何服务费。…' */
export function commissionRefundClause(): string {
  return `冷静期内解除本协议的，不收取任何服务费。冷静期届满后解除本协议的，自解约之日的次一交易日起不再收取服务费；已随成交收取的服务费不予退还，无需预付也无退款。解约后服务立即终止，且不可撤销。`
}

/** A worked example of the commission fee, from the terms (the rules page shows it). @example commissionFeeExample() // '例：一笔股票成交金额为20000元，…' */
export function commissionFeeExample(): string {
  const rate = Number(COMMISSION_FEE.rate)
  const minimum = COMMISSION_FEE.minimumPerOrder
  return `例：一笔股票成交金额为20000元，服务费为20000×${rateText(COMMISSION_FEE.rate)}＝${(20000 * rate).toFixed(2)}元；一笔成交金额为5000元，按费率计为${(5000 * rate).toFixed(2)}元，不足${minimum}元，按${minimum}元收取。`
}

/** The facts an agreement is filled in with. */
export interface AgreementFacts {
  investor: { name: string; fundAccount: string }
  product: { name: string; riskLevel: string; type: AdvisoryProductType }
  adviser: { name: string; qualificationNo: string }
  /** The day of signing, `YYYY-MM-DD`. */
  signDate: string
  coolingOffLastDay: string
  /** The subscription period's code (periodId) and the amount payable in yuan; null for the commission product. */
  periodId: number | null
  amount: string | null
  /** The service's first and last day when known (an order exists), else null: it then counts from payment. */
  serviceStart: string | null
  serviceEnd: string | null
}

function partiesSection(facts: AgreementFacts) {
  return {
    heading: '一、协议双方',
    paragraphs: [
      `甲方（投资者）：${facts.investor.name || '—'}，资金账号：${facts.investor.fundAccount || '—'}。`,
      `乙方（服务提供方）：${FIRM.name}，经营证券期货业务许可证编号：${FIRM.securitiesLicenceNo}，${FIRM.advisoryQualification}，住所：${FIRM.address}。`,
    ],
  }
}

function serviceSection(facts: AgreementFacts) {
  return {
    heading: '二、服务内容',
    paragraphs: [
      `乙方通过本平台向甲方提供“${facts.product.name}”（${KIND_NAMES[facts.product.type]}，产品风险等级${productLevelLabel(facts.product.riskLevel)}）证券投资顾问服务，即就证券及证券相关产品向甲方提供投资建议及其依据。`,
      `投资建议由乙方投资顾问${adviserByline(facts.adviser.name, facts.adviser.qualificationNo)}提供，其执业资格可在${FIRM.adviserRegister}查询。投资顾问离职或不能继续提供服务的，乙方将告知甲方并另行指定具有执业资格的人员，甲方可选择解除本协议。`,
    ],
  }
}

function closingSections(): LegalDocument['sections'] {
  return [
    {
      heading: '六、风险提示',
      paragraphs: [
        '投资建议仅供甲方参考，投资决策由甲方自主作出，投资风险由甲方自行承担。乙方及其投资顾问人员不承诺或保证投资收益，不与甲方约定分享投资收益或分担投资损失，不代甲方从事证券投资或管理资金、证券账户。',
      ],
    },
    {
      heading: '七、双方权利义务',
      paragraphs: [
        '乙方应当按照本协议约定，勤勉尽责地向甲方提供服务，对甲方信息保密；不得以虚假信息、市场传言或内幕信息为依据提供建议。',
        '甲方应当如实提供身份、财产、投资经验和风险承受能力等信息，信息发生重要变化的应当及时告知乙方；不得将乙方提供的服务内容转发或提供给他人。',
      ],
    },
    {
      heading: '八、违约责任',
      paragraphs: [
        '任何一方违反本协议约定给对方造成损失的，应当依法承担赔偿责任。乙方未按约定提供服务的，甲方有权解除本协议，并要求乙方按第五条退还费用。因不可抗力、交易所或通信系统故障等非因双方过错导致服务中断的，双方均不承担违约责任，但应及时通知对方并减少损失。',
      ],
    },
    {
      heading: '九、争议解决',
      paragraphs: [
        `因本协议产生的争议，双方应协商解决；协商不成的，任何一方可向中国证券业协会申请调解，或向乙方住所地有管辖权的人民法院提起诉讼。`,
        `甲方对服务有意见或投诉的，可拨打乙方客服投诉电话${FIRM.complaintHotline}，也可拨打中国证监会投资者热线${FIRM.regulatorHotline}。`,
      ],
    },
    {
      heading: '十、回访与其他',
      paragraphs: [
        `乙方将依据证券投资顾问业务监管规定，在签约前及服务期内对甲方进行回访，请甲方如实作答。`,
        '本协议自甲方在本平台勾选同意并完成签约之时成立；收费服务自支付成功之时生效，佣金产品自签约成功之时生效。本协议未尽事宜，依照法律法规、监管规定及乙方业务规则执行。',
      ],
    },
  ]
}

/**
 * The service agreement of a priced product (tips, opinion package, live), filled in with the order's facts.
 * @example
 * const doc = serviceAgreement({
 *   investor: { name: '张伟', fundAccount: '880010001' },
 *   product: { name: '龙头锦囊', riskLevel: 'R3', type: 'tips' },
 *   adviser: { name: '王明远', qualificationNo: 'S0123512345678' },
 *   signDate: '2026-06-01', coolingOffLastDay: '2026-06-08', periodId: 14, amount: '298.00', serviceStart: null, serviceEnd: null,
 * })
 * doc.sections[2]?.paragraphs[0] // '订阅周期：1个月；服务费用：人民币298.00元，于签约后一次性支付。…'
 */
export function serviceAgreement(facts: AgreementFacts): LegalDocument {
  const period = facts.periodId === null ? null : periodUnitLabel(facts.periodId)
  const dates =
    facts.serviceStart !== null
      ? `服务期限自${facts.serviceStart}起至${facts.serviceEnd ?? '长期（至本协议解除时止）'}${facts.serviceEnd ? '止' : ''}。`
      : `服务期限自支付成功之日起计算${period === '长期' ? '，长期有效，至本协议解除时止' : `，为期${period ?? '—'}`}。`
  return {
    title: '证券投资顾问服务协议',
    sections: [
      partiesSection(facts),
      serviceSection(facts),
      {
        heading: '三、服务期限与费用',
        paragraphs: [`订阅周期：${period ?? '—'}；服务费用：人民币${facts.amount ?? '—'}元，于签约后一次性支付。${dates}`, `签署日期：${facts.signDate}。`],
      },
      { heading: '四、冷静期', paragraphs: [coolingOffClause(facts.coolingOffLastDay), `冷静期内解除本协议的，${FIRM.shortName}全额退还已收取的服务费用。`] },
      { heading: '五、解约与退费', paragraphs: [refundClause()] },
      ...closingSections(),
    ],
  }
}

/**
 * The commission product's own agreement (/sign/attachCommissionService): the same parties and clauses with the
 * fee terms of COMMISSION_FEE in place of a price.
 * @example
 * commissionAgreement({
 *   investor: { name: '张伟', fundAccount: '880010001' },
 *   product: { name: '佣金宝', riskLevel: 'R3', type: 'commission' },
 *   adviser: { name: '王明远', qualificationNo: 'S0123512345678' },
 *   signDate: '2026-06-01', coolingOffLastDay: '2026-06-08', periodId: null, amount: null, serviceStart: null, serviceEnd: null,
 * }).title // '证券投资顾问服务协议（佣金产品）'
 */
export function commissionAgreement(facts: AgreementFacts): LegalDocument {
  return {
    title: '证券投资顾问服务协议（佣金产品）',
    sections: [
      partiesSection(facts),
      serviceSection(facts),
      {
        heading: '三、服务期限与费用',
        paragraphs: [
          `服务期限：自签约成功之日起长期有效，至本协议解除时止。签署日期：${facts.signDate}。签约账户总资产须不低于${yuanText(COMMISSION_MIN_ASSETS)}。`,
          ...commissionFeeTerms(),
        ],
      },
      { heading: '四、冷静期', paragraphs: [coolingOffClause(facts.coolingOffLastDay)] },
      { heading: '五、解约与费用', paragraphs: [commissionRefundClause()] },
      ...closingSections(),
    ],
  }
}

/** The facts the risk disclosure names. */
export interface DisclosureFacts {
  product: { name: string; riskLevel: string; type: AdvisoryProductType }
  adviser: { name: string; qualificationNo: string }
  specialRisks: readonly SpecialRiskCode[]
}

/**
 * The risk disclosure (证券投资顾问业务风险揭示书) in the Securities Association of China's form, with the product's
 * own risks: its kind's, its level and whom it suits, and the special risks it lists (融资融券, leveraged ETFs).
 * @example
 * riskDisclosure({
 *   product: { name: '杠杆策略锦囊', riskLevel: 'R5', type: 'tips' },
 *   adviser: { name: '王明远', qualificationNo: 'S0123512345678' },
 *   specialRisks: ['margin', 'leveragedEtf'],
 * }).sections.at(-2)?.heading // '六、本产品的特有风险'
 */
export function riskDisclosure(facts: DisclosureFacts): LegalDocument {
  const grade = riskGrade(facts.product.riskLevel)
  const suits =
    grade === null ? '' : grade === 1 ? '适合所有风险承受能力类型的投资者。' : grade === 5 ? `仅适合风险承受能力为${investorTypeLabel(5)}的投资者。` : `适合风险承受能力为${investorTypeLabel(grade)}及以上的投资者。`
  return {
    title: '证券投资顾问业务风险揭示书',
    sections: [
      {
        heading: '尊敬的投资者：',
        paragraphs: [
          `为使您充分了解证券投资顾问业务的风险，根据《证券法》《证券投资顾问业务暂行规定》及中国证券业协会相关规定，${FIRM.name}（以下简称“${FIRM.shortName}”）在您接受服务前向您提供本风险揭示书，请您认真阅读。`,
        ],
      },
      {
        heading: '一、业务性质',
        paragraphs: [
          '证券投资顾问业务是证券公司接受客户委托，按照约定向客户提供涉及证券及证券相关产品的投资建议服务，辅助客户作出投资决策的经营活动。投资建议仅供参考，投资决策由您自主作出，投资风险由您自行承担。',
        ],
      },
      {
        heading: '二、不能确保盈利',
        paragraphs: [`${FIRM.shortName}及其投资顾问人员提供的投资建议，不能确保您获得盈利或本金不受损失；过往业绩不预示未来表现。`],
      },
      {
        heading: '三、投资顾问的职责边界',
        paragraphs: [
          '投资顾问不得代您作出投资决策，不得代您进行证券交易或管理资金、证券账户。投资建议具有针对性和时效性，不能在任何市场环境下长期有效。',
        ],
      },
      {
        heading: '四、投资顾问的资质',
        paragraphs: [`本产品的投资建议由${adviserByline(facts.adviser.name, facts.adviser.qualificationNo)}提供，您可在${FIRM.adviserRegister}查询其执业资格。`],
      },
      {
        heading: '五、您可能面临的风险',
        paragraphs: [
          '（一）市场风险：证券价格受宏观经济、政策、行业和公司经营等多种因素影响，可能大幅波动。',
          '（二）投资建议的不确定性风险：投资建议基于投资顾问的分析判断，可能与市场的实际走势不一致。',
          '（三）信息传递风险：网络、通信或系统故障可能使投资建议延迟、中断或未能送达。',
          '（四）政策风险：法律法规和监管政策的变化可能影响证券价格和服务的提供。',
          '（五）流动性风险：部分证券可能因成交不活跃、停牌或涨跌停而无法按预期价格买卖。',
          '（六）服务变更风险：投资顾问离职、产品调整或转移可能使服务发生变化，届时将征求您的意见。',
        ],
      },
      {
        heading: '六、本产品的特有风险',
        paragraphs: [
          `产品名称：“${facts.product.name}”（${KIND_NAMES[facts.product.type]}）；产品风险等级：${productLevelLabel(facts.product.riskLevel)}，${suits}`,
          KIND_RISKS[facts.product.type],
          ...facts.specialRisks.map((code) => SPECIAL_RISKS[code]),
        ],
      },
      {
        heading: '七、特别提示',
        paragraphs: [
          `${FIRM.shortName}及其投资顾问人员不会与您约定分享投资收益或分担投资损失，不会向您承诺或保证投资收益。请通过本平台等正规渠道接受服务，谨防假冒投资顾问的非法荐股活动。如有疑问或投诉，请拨打${FIRM.complaintHotline}，或拨打中国证监会投资者热线${FIRM.regulatorHotline}。`,
          '本风险揭示书的揭示事项仅为列举性质，未能详尽列明证券投资顾问业务的所有风险。请您在接受服务前仔细阅读服务协议，充分了解服务内容和风险，审慎决策。',
          '投资者确认：本人已认真阅读并充分理解本风险揭示书的全部内容，自愿承担相应风险。',
        ],
      },
    ],
  }
}

/** The facts of the suitability opinion. */
export interface SuitabilityOpinionFacts {
  investor: { name: string; fundAccount: string }
  investorLevel: string
  /** When the investor's assessment stops being valid, as the investor's data gives it. */
  riskEndDate: string
  productName: string
  productLevel: string
}

/**
 * The suitability opinion (适当性匹配意见告知书) of 《证券期货投资者适当性管理办法》, for a matching level.
 * @example
 * suitabilityOpinion({
 *   investor: { name: '张伟', fundAccount: '880010001' }, investorLevel: 'C4', riskEndDate: '2027-06-01',
 *   productName: '观点包', productLevel: 'R3',
 * }).sections[0]?.paragraphs[3] // '适当性匹配意见：您的风险承受能力等级与该产品风险等级相匹配。'
 */
export function suitabilityOpinion(facts: SuitabilityOpinionFacts): LegalDocument {
  const greeting = facts.investor.name ? `尊敬的投资者${facts.investor.name}（资金账号：${facts.investor.fundAccount || '—'}）：` : '尊敬的投资者：'
  return {
    title: '适当性匹配意见告知书',
    sections: [
      {
        heading: greeting,
        paragraphs: [
          `根据您的风险承受能力评估结果，您的风险承受能力等级为${investorTypeLabel(facts.investorLevel)}，评估结果有效期至${facts.riskEndDate}。`,
          `您拟购买的产品“${facts.productName}”风险等级为${productLevelLabel(facts.productLevel)}。`,
          `${FIRM.name}依据《证券期货投资者适当性管理办法》，对您的风险承受能力与该产品的风险等级进行了匹配。`,
          '适当性匹配意见：您的风险承受能力等级与该产品风险等级相匹配。',
          `本告知不表明${FIRM.shortName}对产品的风险和收益作出实质性判断或者保证。投资决策由您自主作出，投资风险由您自行承担。`,
          '投资者确认：本人已知晓并理解上述适当性匹配意见，自愿购买该产品。',
        ],
      },
    ],
  }
}

/** The privacy policy (《个人信息保护法》) the investor consents to before signing in. @example privacyPolicy().title // '个人信息保护政策' */
export function privacyPolicy(): LegalDocument {
  return {
    title: '个人信息保护政策',
    sections: [
      {
        heading: '一、我们是谁',
        paragraphs: [`本平台由${FIRM.name}（住所：${FIRM.address}）运营，${FIRM.shortName}是您个人信息的处理者。`],
      },
      {
        heading: '二、我们处理哪些信息、为什么',
        paragraphs: [
          '手机号码与短信验证码：用于登录验证和账户安全。',
          '资金账号、姓名：用于识别您的证券账户、签订服务协议和办理订阅、解约。',
          '风险承受能力等级及测评有效期、账户资产与欠费情况：用于依法进行投资者适当性管理，判断您可以购买的产品。',
          '联系电话、回访答案：用于依法开展购买前回访和服务回访。',
          '推荐人（客户经理）编号：用于记录为您提供服务的客户经理。',
        ],
      },
      {
        heading: '三、保存与共享',
        paragraphs: [
          '上述信息保存在中华人民共和国境内，保存期限为实现处理目的所必需的最短时间，法律法规对证券业务记录另有保存期限规定的，从其规定。',
          '除法律法规规定或监管机构依法要求外，我们不会向第三方提供您的个人信息；支付时，订单号和金额会提供给您选择的支付机构。',
        ],
      },
      {
        heading: '四、您的权利',
        paragraphs: [
          `您有权查阅、复制、更正、删除您的个人信息，有权撤回同意（撤回不影响撤回前已进行的处理，但可能使您无法继续使用需要该信息的服务）。请拨打${FIRM.complaintHotline}联系我们，我们将在十五个工作日内答复。`,
        ],
      },
    ],
  }
}


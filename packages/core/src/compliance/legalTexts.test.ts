import { describe, expect, it } from 'vitest'
import {
  FIRM,
  commissionAgreement,
  findFactConflicts,
  findForbiddenWording,
  privacyPolicy,
  riskDisclosure,
  serviceAgreement,
  suitabilityOpinion,
  type AgreementFacts,
  type LegalDocument,
} from '../index.js'

const text = (doc: LegalDocument) => [doc.title, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n')

const facts: AgreementFacts = {
  investor: { name: '张伟', fundAccount: '880010001' },
  product: { name: '龙头锦囊·半导体', riskLevel: 'R3', type: 'tips' },
  adviser: { name: '王明远', qualificationNo: 'S0123512345678' },
  signDate: '2026-06-01',
  coolingOffLastDay: '2026-06-08',
  periodId: 14,
  amount: '298.00',
  serviceStart: null,
  serviceEnd: null,
}

describe('the service agreement, filled in', () => {
  const doc = text(serviceAgreement(facts))

  it('names both parties: the investor and the firm with its licence', () => {
    expect(doc).toContain('甲方（投资者）：张伟，资金账号：880010001。')
    expect(doc).toContain(`乙方（服务提供方）：${FIRM.name}，经营证券期货业务许可证编号：${FIRM.securitiesLicenceNo}，${FIRM.advisoryQualification}`)
    expect(doc).not.toContain('本公司')
  })

  it('states the product, the adviser with 执业编号, period, amount and dates', () => {
    expect(doc).toContain('“龙头锦囊·半导体”（锦囊，产品风险等级R3（中风险））')
    expect(doc).toContain('王明远（执业编号：S0123512345678）')
    expect(doc).toContain('订阅周期：1个月；服务费用：人民币298.00元')
    expect(doc).toContain('服务期限自支付成功之日起计算，为期1个月。')
    expect(doc).toContain('签署日期：2026-06-01。')
    expect(text(serviceAgreement({ ...facts, serviceStart: '2026-06-02', serviceEnd: '2026-07-02' }))).toContain('服务期限自2026-06-02起至2026-07-02止。')
  })

  it('states the cooling-off as the rule counts it, the refund the server pays, breach and disputes', () => {
    expect(doc).toContain('签署之日起5个工作日内')
    expect(doc).toContain('以书面形式')
    expect(doc).toContain('本协议的冷静期至2026-06-08（含当日）止。')
    expect(doc).toContain('退款金额＝已付金额×剩余服务天数÷服务总天数')
    expect(doc).toContain('长期服务按1095天计算服务总天数')
    expect(doc).toContain('八、违约责任')
    expect(doc).toContain('九、争议解决')
    expect(doc).toContain(FIRM.complaintHotline)
  })

  it('the commission agreement carries the fee terms instead of a price, and no refund it does not pay', () => {
    const c = text(commissionAgreement({ ...facts, product: { name: '佣金宝', riskLevel: 'R3', type: 'commission' }, periodId: null, amount: null }))
    expect(c).toContain('成交金额的万分之8收取，与投资盈亏无关')
    expect(c).toContain('签约账户总资产须不低于10万元')
    expect(c).toContain('已随成交收取的服务费不予退还')
    expect(c).not.toContain('按剩余服务天数退还')
  })
})

describe('the risk disclosure', () => {
  it('is the SAC form with the product’s own risks: an R5 pack trading 融资融券 and leveraged ETFs says so', () => {
    const doc = text(
      riskDisclosure({
        product: { name: '杠杆策略锦囊·高风险', riskLevel: 'R5', type: 'tips' },
        adviser: { name: '王明远', qualificationNo: 'S0123512345678' },
        specialRisks: ['margin', 'leveragedEtf'],
      }),
    )
    expect(doc).toContain('证券投资顾问业务风险揭示书')
    expect(doc).toContain('不能确保您获得盈利或本金不受损失')
    expect(doc).toContain('产品风险等级：R5（高风险），仅适合风险承受能力为C5（激进型）的投资者。')
    expect(doc).toContain('融资融券交易风险')
    expect(doc).toContain('强制平仓')
    expect(doc).toContain('杠杆及反向ETF风险')
    expect(doc).toContain('王明远（执业编号：S0123512345678）')
    expect(doc).not.toContain('本公司')
  })

  it('a product without special risks lists none of them', () => {
    const doc = text(riskDisclosure({ product: { name: 'P', riskLevel: 'R2', type: 'package' }, adviser: { name: 'A', qualificationNo: 'S1' }, specialRisks: [] }))
    expect(doc).toContain('适合风险承受能力为C2（谨慎型）及以上的投资者。')
    expect(doc).not.toContain('融资融券')
  })
})

describe('the suitability opinion', () => {
  it('is the regulator’s 匹配意见 form: both levels named, the assessment’s end date, no guarantee', () => {
    const doc = text(
      suitabilityOpinion({ investor: { name: '张伟', fundAccount: '880010001' }, investorLevel: 'C4', riskEndDate: '2027-06-01', productName: '观点包', productLevel: 'R3' }),
    )
    expect(doc).toContain('适当性匹配意见告知书')
    expect(doc).toContain('您的风险承受能力等级为C4（积极型），评估结果有效期至2027-06-01。')
    expect(doc).toContain('风险等级为R3（中风险）')
    expect(doc).toContain('适当性匹配意见：您的风险承受能力等级与该产品风险等级相匹配。')
    expect(doc).toContain('不表明华衡证券对产品的风险和收益作出实质性判断或者保证')
  })
})

describe('every legal text', () => {
  it('passes the wording check', () => {
    const docs = [
      serviceAgreement(facts),
      commissionAgreement({ ...facts, periodId: null, amount: null }),
      riskDisclosure({ product: facts.product, adviser: facts.adviser, specialRisks: ['margin', 'leveragedEtf'] }),
      suitabilityOpinion({ investor: facts.investor, investorLevel: 'C3', riskEndDate: '2027-01-01', productName: 'P', productLevel: 'R3' }),
      privacyPolicy(),
    ]
    for (const doc of docs) expect([doc.title, findForbiddenWording(text(doc)), findFactConflicts(text(doc))]).toEqual([doc.title, [], []])
  })
})

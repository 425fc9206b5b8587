import { describe, expect, it } from 'vitest'
import { findFactConflicts, findForbiddenWording, findSecurityCalls } from '../index.js'

describe('findForbiddenWording', () => {
  it.each([
    ['按收益提成 万分之8', '按收益提成'],
    ['盈利分成，合作共赢', '盈利分成'],
    ['保本稳健组合', '保本'],
    ['跟着做，稳赚不赔', '稳赚'],
    ['本产品承诺收益10%', '承诺收益'],
    ['三个月翻倍', '翻倍'],
    ['明星投顾带你飞', '明星投顾'],
    ['金牛投研团队', '金牛'],
    ['佣金宝·智能投顾', '智能投顾'],
    ['操作上建议持股待涨', '持股待涨'],
  ])('%s is refused (%s)', (text, word) => {
    expect(findForbiddenWording(text).map((f) => f.word)).toEqual([word])
  })

  it.each([
    '不承诺收益',
    '乙方及其投资顾问人员不承诺或保证投资收益，不与甲方约定分享投资收益或分担投资损失',
    '是否有工作人员向您承诺收益或保本？',
    '请谨防承诺收益的非法荐股活动',
    '股市有风险，投资需谨慎',
  ])('%s passes: negated, asked, or none', (text) => {
    expect(findForbiddenWording(text)).toEqual([])
  })

  it('a negation in another clause does not excuse the word', () => {
    expect(findForbiddenWording('我们不收开户费，承诺收益20%').map((f) => f.word)).toEqual(['承诺收益'])
  })
})

describe('findSecurityCalls', () => {
  it('finds a named security with a call, by code or by name', () => {
    expect(findSecurityCalls('操作上建议逢低布局。关注标的：中芯国际（688981）。')).toEqual([])
    expect(findSecurityCalls('中芯国际（688981）中长期逻辑未变，可分批布局')).toEqual(['中芯国际（688981）中长期逻辑未变，可分批布局'])
    expect(findSecurityCalls('宁德时代：减仓观望', ['宁德时代'])).toEqual(['宁德时代：减仓观望'])
  })

  it('commentary without a call, or a call without a named security, is not one', () => {
    expect(findSecurityCalls('半导体板块景气度回升，关注产业链变化。', ['宁德时代'])).toEqual([])
    expect(findSecurityCalls('服务内容：买入区间、目标价与止损位')).toEqual([])
    expect(findSecurityCalls('贵州茅台（600519）为白酒行业代表公司，本文以其财报为例分析行业')).toEqual([])
  })
})

describe('findFactConflicts', () => {
  it.each([
    ['签约后7日冷静期内解约不收费', '冷静期：7日，应为5个工作日'],
    ['支付后5日内为冷静期', '冷静期：5日，应为5个工作日'],
    ['按收益提成 万分之10', '费率万分之10不是佣金产品的费率'],
    ['C2（稳健型）', 'C2应为谨慎型，而非稳健型'],
    ['平衡型（C3）', 'C3应为稳健型，而非平衡型'],
    ['单笔最低10元，不足10元按10元收取', '最低收费10元，应为5元'],
    ['本公司将对您进行回访', '「本公司」：应写明公司名称'],
  ])('%s → %s', (text, conflict) => {
    expect(findFactConflicts(text)).toContain(conflict)
  })

  it('the facts as the one source states them pass', () => {
    expect(findFactConflicts('签约后5个工作日冷静期内解约不收费。服务费率：成交金额的万分之8；债券万分之1。')).toEqual([])
    expect(findFactConflicts('适合风险承受能力为C2（谨慎型）及以上的投资者；激进型（C5）。')).toEqual([])
    expect(findFactConflicts('股票、基金每笔成交的服务费不足5元的，按5元收取')).toEqual([])
  })
})

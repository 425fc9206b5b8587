// Wording the advisory rules forbid in what the firm tells investors (issue #37), and the recogniser of a named
// security's buy/sell call, which only clients under an agreement may receive. The wording check
// (tooling/complianceWording.test.ts) runs these over the product code, the messages modules and the seed.
import { findStockMentions } from '../links/stockMentions.js'
import { COMMISSION_FEE } from './commissionFee.js'
import { COOLING_OFF } from './coolingOff.js'
import { INVESTOR_RISK_TYPES, type RiskGrade } from './riskTypes.js'

/** Charging by the investor's returns: the rules forbid an adviser sharing in profits or losses. */
export const PROFIT_SHARING_WORDS = ['按收益提成', '收益提成', '收益分成', '盈利分成', '利润分成', '业绩提成', '分享投资收益', '分担投资损失', '按盈利收费'] as const

/** Promising returns or safety of capital. */
export const RETURN_PROMISE_WORDS = ['保本', '稳赚', '包赚', '承诺收益', '保证收益', '收益保证', '保证盈利', '翻倍', '零风险', '无风险', '必涨', '只赚不赔'] as const

/** Hype and titles the firm does not use: a star or award the firm cannot back, "intelligent" advice a person gives, a hold call. */
export const HYPE_WORDS = ['明星投顾', '金牛', '智能投顾', '持股待涨', '股神', '牛股'] as const

/**
 * A forbidden word passes when its clause says it is not so (不承诺收益, 不会与您约定分享投资收益) or asks whether it
 * happened (是否有工作人员向您承诺收益或保本？). A clause runs between punctuation marks.
 */
const NEGATIONS = ['不', '未', '禁止', '严禁', '杜绝', '并非', '是否', '谨防', '远离', '拒绝']
const CLAUSE = /[。！？；，,;!?\n]/

export interface WordingFinding {
  word: string
  /** The clause the word stands in. */
  clause: string
}

/**
 * Forbidden words in a text that no negation in their clause takes back.
 * @example findForbiddenWording('按收益提成 万分之8') // [{ word: '按收益提成', clause: '按收益提成 万分之8' }]
 * @example findForbiddenWording('乙方不承诺收益') // []
 */
export function findForbiddenWording(text: string): WordingFinding[] {
  const found: WordingFinding[] = []
  for (const clause of text.split(CLAUSE)) {
    for (const word of [...PROFIT_SHARING_WORDS, ...RETURN_PROMISE_WORDS, ...HYPE_WORDS]) {
      const at = clause.indexOf(word)
      if (at < 0) continue
      const before = clause.slice(0, at)
      if (NEGATIONS.some((n) => before.includes(n))) continue
      // A longer forbidden word already reported covers this one (收益提成 inside 按收益提成).
      if (found.some((f) => f.clause === clause && f.word.includes(word))) continue
      found.push({ word, clause })
    }
  }
  return found
}

/** Words of a buy/sell/hold call: what a named security must not be paired with outside an agreement. */
export const CALL_WORDS = [
  '买入', '卖出', '加仓', '减仓', '建仓', '清仓', '逢低布局', '逢低吸纳', '分批布局', '可分批', '止盈', '止损',
  '抄底', '持股待涨', '高抛低吸', '目标价', '建议关注', '轻仓观望',
] as const

const SENTENCE = /[。！？；!?;\n]/

/**
 * Sentences that name a security (by code, or by one of `names`) together with a call word: advice on a named
 * security, which public surfaces (visitors, teasers, free opinions, public answers, posters) must not carry.
 * @example findSecurityCalls('中芯国际（688981）可分批布局') // ['中芯国际（688981）可分批布局']
 * @example findSecurityCalls('半导体板块景气度回升，关注产业链变化') // []
 */
export function findSecurityCalls(text: string, names: readonly string[] = []): string[] {
  return text
    .split(SENTENCE)
    .filter((s) => (findStockMentions(s).length > 0 || names.some((n) => n !== '' && s.includes(n))) && CALL_WORDS.some((w) => s.includes(w)))
}

/**
 * Statements of a legal fact that differ from the one source (this module's facts): a cooling-off of another
 * length or unit, a fee rate that is not the commission product's, a risk type with another name, a per-order
 * minimum of another amount, or 「本公司」 where the firm must be named. The wording check runs it over every text.
 * @example findFactConflicts('签约后7日冷静期内解约不收费') // ['冷静期：7日，应为5个工作日']
 * @example findFactConflicts('C2（稳健型）') // ['C2应为谨慎型，而非稳健型']
 */
export function findFactConflicts(text: string): string[] {
  const found: string[] = []
  for (const sentence of text.split(SENTENCE)) {
    // A length stated for the cooling-off: a number of days next to the word (签约后7日冷静期, 冷静期：签约之日起5个工作日).
    for (const m of sentence.matchAll(/(\d+)\s*(个工作日|个自然日|日|天)[^，,。；]{0,4}冷静期|冷静期[^，,。；\d]{0,10}(\d+)\s*(个工作日|个自然日|日|天)/g)) {
      const n = m[1] ?? m[3]
      const unit = m[2] ?? m[4]
      if (Number(n) !== COOLING_OFF.workingDays || unit !== '个工作日') found.push(`冷静期：${n}${unit}，应为${COOLING_OFF.workingDays}个工作日`)
    }
    if (/冷静期/.test(sentence) && /支付后|付款后/.test(sentence)) found.push('冷静期自签约之日起算，而非支付后')
    for (const m of sentence.matchAll(/万分之([\d.]+)/g)) {
      const said = Number(m[1]) / 10_000
      if (![COMMISSION_FEE.rate, COMMISSION_FEE.bondRate].some((r) => Math.abs(Number(r) - said) < 1e-12)) found.push(`费率万分之${m[1]}不是佣金产品的费率`)
    }
    for (const m of sentence.matchAll(/C([1-5])[（(]([\u4e00-\u9fa5]{2})型[）)]/g)) {
      const name = INVESTOR_RISK_TYPES[Number(m[1]) as RiskGrade]
      if (`${m[2]}型` !== name) found.push(`C${m[1]}应为${name}，而非${m[2]}型`)
    }
    for (const m of sentence.matchAll(/([\u4e00-\u9fa5]{2})型[（(]C([1-5])[）)]/g)) {
      const name = INVESTOR_RISK_TYPES[Number(m[2]) as RiskGrade]
      if (`${m[1]}型` !== name) found.push(`C${m[2]}应为${name}，而非${m[1]}型`)
    }
    if (/最低|不足/.test(sentence) && /每笔|单笔/.test(sentence)) {
      for (const m of sentence.matchAll(/(\d+(?:\.\d+)?)元/g)) {
        if (Number(m[1]) !== COMMISSION_FEE.minimumPerOrder) found.push(`最低收费${m[1]}元，应为${COMMISSION_FEE.minimumPerOrder}元`)
      }
    }
    if (sentence.includes('本公司')) found.push('「本公司」：应写明公司名称')
  }
  return found
}

// Wording the advisory rules forbid in what the firm tells investors (issue #37), and the recogniser of a named
// security's buy/sell call, which only clients under an agreement may receive. The wording check
// (tooling/complianceWording.test.ts) runs these over the product code, the messages modules and the seed.
import { findStockMentions } from '../links/stockMentions.js'

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

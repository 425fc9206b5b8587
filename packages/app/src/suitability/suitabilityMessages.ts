// What the app says about the risk evaluation (风险测评) beyond the spec's own prompts (core's riskAssessmentMessage):
// the ways forward from a missing or expired evaluation (decision wave3-journey-7).
import { FIRM } from '@tougu/core'

export const suitabilityMessages = {
  /** In the app: opens the app's own evaluation (bridge startRiskEvaluation). */
  evaluate: '去测评',
  evaluateFailed: '暂时无法打开风险测评，请稍后重试',
  /** The risk level could not be retrieved (spec §8 获取适当性失败): ask for it again. */
  fetchAgain: '重新获取测评结果',
  /** An unrelated check failed (the subscription limit, the account): the same check again. */
  retry: '重试',
  /** Outside the app: how the evaluation is done, and the actions that work here. */
  howTitle: '如何完成风险测评',
  howSteps: [
    `风险测评需在${FIRM.shortName}APP中完成：打开APP并登录您的资金账号。`,
    '进入APP“交易”栏目，完成风险承受能力测评问卷。',
    '完成后回到本页，点击“我已完成测评”，即可继续。',
  ],
  done: '我已完成测评',
  stillMissing: '暂未查询到有效的风险测评结果，请完成测评后再试',
  updated: '已更新您的风险测评结果',
  copyLink: '复制本页链接',
  copied: '链接已复制，可在APP中打开继续',
  toPersonalCentre: '前往个人中心',
} as const

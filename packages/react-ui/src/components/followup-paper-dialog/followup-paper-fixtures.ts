import { parseFollowupPaper, type FollowupPaper } from '@tougu/core'

/**
 * Sample papers for stories and tests, parsed by core exactly as server JSON would be.
 * @example const paper = samplePaper(2)
 */
export function samplePaper(type: 1 | 2, overrides: Record<string, unknown> = {}): FollowupPaper {
  const yesNo = [
    { no: 1, answer: '是' },
    { no: 2, answer: '否' },
  ]
  const r = parseFollowupPaper({
    id: 'P-1',
    title: '投资顾问业务回访',
    type,
    exceptionNos: '1;2',
    waiverNo: 5,
    questions: [
      { no: 1, topic: '您是否本人签署了投资顾问服务协议？', type: 1, options: yesNo },
      { no: 2, topic: '投资顾问是否向您揭示了产品风险？', type: 1, options: yesNo },
      {
        no: 3,
        topic: '您获取投资建议的渠道有哪些？',
        type: 2,
        intervene: '3',
        options: [
          { no: 1, answer: 'App 推送' },
          { no: 2, answer: '直播' },
          { no: 3, answer: '私下联系' },
        ],
      },
      { no: 4, topic: '您对本次服务还有什么意见或建议？', type: 3 },
      { no: 5, topic: '您是否申请解约相关投顾产品？', type: 1, options: yesNo },
    ],
    ...overrides,
  })
  if (!r.ok) throw new Error(r.error)
  return r.value
}

/** Who the sample paper addresses. */
export const sampleContext = { userName: '张三', fundAccount: '880001234', productName: '价值精选组合' }

/** Two in-transit products for the refund step. */
export const sampleRefundProducts = [
  { orderId: '9001', productId: 'P1', productName: '价值精选组合' },
  { orderId: '9002', productId: 'P2', productName: '短线锦囊' },
]

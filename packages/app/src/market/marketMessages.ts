/** Texts of stock links, the quote popup and 去交易 (decision wave2-reach19-1). */
export const marketMessages = {
  quoteTitle: (name: string, code: string) => `${name}（${code}）`,
  quoteLoadingTitle: (code: string) => `证券 ${code}`,
  lastPrice: '最新价',
  change: '涨跌',
  changePct: '涨跌幅',
  quoteNote: '行情仅供参考，以交易所实时数据为准',
  goToTrade: '去交易',
  /** Outside the firm's app there is no trading: say where it is instead of a dead button. */
  tradeInApp: '交易请在APP“交易”栏目中进行',
  tradeFailed: '暂时无法打开交易，请稍后重试',
  close: '关闭',
} as const

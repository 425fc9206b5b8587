// What the release modules show the investor (Chinese). Apart from the app's messages module because these modules
// load after the first screen: their texts stay out of its files (decision wave3-shipping-3).
export const releaseMessages = {
  updateTitle: '发现新版本',
  updateContent: '投顾社区已发布新版本，更新后将重新加载当前页面。',
  updateNow: '立即更新',
  updateLater: '稍后再说',
  /** The SDK test page's section on the release and real-user speed. */
  releaseSection: '版本与真实用户性能',
  appVersion: '应用版本',
  codeSource: '代码来源',
  sources: { network: '网络', cache: '缓存（Service Worker）', package: '离线包' },
  rumReport: '真实用户性能（近7天）',
  rumEmpty: '暂无数据',
  rumTable: '性能数据表',
  rumRefresh: '刷新',
  rumColumns: { platform: '平台', route: '页面', metric: '指标', count: '次数', median: '中位数', p75: 'P75' },
} as const

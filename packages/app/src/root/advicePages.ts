/**
 * Pages where investors read an adviser's advice or commentary in full: an opinion and its share page, an opinion
 * package, a Q&A thread, the adviser pages, and the commission product's strategy and its updates (issue #37: not
 * only the opinion and the Q&A thread, decision wave3-compliance-4). Lists of headlines (the opinions tab, Q&A home)
 * are not: each item opens on one of these. The spec §8 risk warning shows over the first one an
 * investor opens each day (RiskWarningOnAdvice), and the build has the server preload its dialog with them (decision
 * wave2-speed-7). Tips and live content (DISCLOSURE_PAGES) have the risk disclosure instead, which carries the same
 * warning and counts as the day's. No imports: vite.config.ts reads it too.
 */
export const ADVICE_PAGES: ReadonlySet<string> = new Set([
  '/view/detail',
  '/view/share',
  '/view/pkgDetail',
  '/quiz/detail',
  '/tougu/home',
  '/tougu/detail',
  '/commission/detail',
  '/commission/update',
])

/**
 * Tips and live content behind the spec §4 risk disclosure (type 4 and type 2): their prompt carries the 风险提示
 * text, so no second dialog shows over them; acknowledging it acknowledges the day's warning too.
 */
export const DISCLOSURE_PAGES: ReadonlySet<string> = new Set(['/tips/detail', '/tips/update', '/live/detail', '/live/history'])

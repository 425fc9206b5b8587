/**
 * Pages where investors read an adviser's advice without another risk prompt of their own: an opinion and a
 * Q&A answer (tips and live rooms have the risk disclosure, decision wave2-compliance-3). The spec §8 risk warning
 * shows over them (RiskWarningOnAdvice), and the build has the server preload its dialog with them (decision
 * wave2-speed-7). No imports: vite.config.ts reads it too.
 */
export const ADVICE_PAGES: ReadonlySet<string> = new Set(['/view/detail', '/quiz/detail'])

import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'

// axe-core over a page as it is (issue #16), for every spec that audits screens: serious and critical findings only.
// Injected as a plain script (not @axe-core/playwright, which needs Node 22); the specs run with bypassCSP (the app's
// policy rightly refuses an inline script, and this is the test's tool, not the app). The minified build of the same
// version: the walks inject it into every screen they load, and injecting the unminified one took nearly as long as
// the audit itself (decision wave3-ci-4).
const axePath = join(dirname(createRequire(import.meta.url).resolve('axe-core/package.json')), 'axe.min.js')

interface AxeNode {
  target: string[]
  failureSummary?: string
  html?: string
}
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: AxeNode[]
}
/** What the audit uses of axe in the page; `_audit.rules` is axe's rule list, each rule with its impact. */
interface Axe {
  run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }>
  _audit?: { rules: { id: string; impact?: string | null }[] }
}

/** Runs axe on the page as it is and returns its serious and critical violations, one line per node. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A dialog still fading in (antd-mobile's spring) blends its text with the page: axe would measure the blend.
  await page.waitForFunction(() => [...document.querySelectorAll('.adm-center-popup-body, .adm-popup-body, .adm-mask')].every((e) => e.getClientRects().length === 0 || getComputedStyle(e).opacity === '1'))
  // A second audit of the same document (a screen after its prompt) finds axe there already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe
    // A rule reports every finding at its own impact (axe sets each failed check's impact to the rule's), so a rule
    // whose impact is minor or moderate can never add a serious or critical finding: it is left out of the run. A
    // rule without an impact (or an axe without the rule list) runs.
    const rules: Record<string, { enabled: false }> = {}
    for (const rule of axe._audit?.rules ?? []) if (rule.impact === 'minor' || rule.impact === 'moderate') rules[rule.id] = { enabled: false }
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, rules })
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')} ${(n.html ?? '').slice(0, 160)} ${n.failureSummary ?? ''}`))
}


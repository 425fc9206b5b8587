import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// axe-core over a page as it is (issue #16), for every spec that audits screens: serious and critical findings only.
// Injected as a plain script (not @axe-core/playwright, which needs Node 22); the specs run with bypassCSP (the app's
// policy rightly refuses an inline script, and this is the test's tool, not the app).
const axePath = createRequire(import.meta.url).resolve('axe-core')

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

/** Runs axe on the page as it is and returns its serious and critical violations, one line per node. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // A dialog still fading in (antd-mobile's spring) blends its text with the page: axe would measure the blend.
  await page.waitForFunction(() => [...document.querySelectorAll('.adm-center-popup-body, .adm-popup-body, .adm-mask')].every((e) => e.getClientRects().length === 0 || getComputedStyle(e).opacity === '1'))
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')} ${(n.html ?? '').slice(0, 160)} ${n.failureSummary ?? ''}`))
}


import { expect, test, type Page } from '@playwright/test'
import { ROUTE_META } from '../packages/app/src/routes/routeMeta.js'
import { acknowledgeRiskWarning, signIn, startSignedIn } from './support/session.js'
import { sampleQueries, settle } from './support/routeWalk.js'

// The layout check of issue #33 over every route of the app's route table, signed out and signed in, at 320 and
// 375 px: nothing past the right edge, no short label wrapped onto two lines, no picture cropped by more than 15 % or
// failing to load, no price in another format than core's formatMoney (¥1,234.50), no internal word on screen.

const WIDTHS = [320, 375] as const
/** An investor no other spec signs in with for a purchase: the walk reads, it buys nothing. */
const INVESTOR = '13800000002'

/**
 * What is wrong with the layout of the screen as it is now, one line per finding. Runs in the page: it reads the
 * rendered boxes, so it sees what the investor sees.
 */
function findingsOnScreen(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const out: string[] = []
    const viewport = document.documentElement.clientWidth
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} “${(el.textContent ?? '').trim().slice(0, 24)}”`
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
    }
    // Inside a strip scrolled sideways (banners, live tiles), being past the edge is the point.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true
      }
      return false
    }

    // 1. Nothing past the right edge.
    if (document.documentElement.scrollWidth > viewport + 1) out.push(`${where}: the page is ${document.documentElement.scrollWidth} px wide at ${viewport}`)
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el) || inScroller(el)) continue
      const r = el.getBoundingClientRect()
      if (r.right > viewport + 1) {
        out.push(`${where}: ${describe(el)} ends at ${Math.round(r.right)} px`)
        break
      }
    }

    // 2. No short label (a button, link, tab, badge, tag, chip or item of a meta line, of up to six characters) wrapped
    // onto two lines.
    for (const el of document.querySelectorAll('button, a, [role="tab"], [role="radio"], .tg-badge, .tg-tag, label, .tg-card-meta > span')) {
      if (!shown(el)) continue
      const text = (el.textContent ?? '').trim()
      if (text.length === 0 || text.length > 6 || el.querySelector('img, svg, p, div')) continue
      // The lines of its text (an icon above the label is not a line of it).
      const tops = new Set<number>()
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top / 4))
      }
      if (tops.size > 1) out.push(`${where}: “${text}” wraps onto ${tops.size} lines`)
    }

    // 3. Pictures: loaded, and not cropped by more than 15 % (object-fit: cover at another aspect ratio).
    for (const img of document.querySelectorAll('img')) {
      if (!shown(img) || !img.getAttribute('src')) continue
      if (img.complete && img.naturalWidth === 0) {
        out.push(`${where}: picture ${img.currentSrc || img.src} failed to load`)
        continue
      }
      if (!img.complete || img.naturalWidth === 0) continue
      const fit = getComputedStyle(img).objectFit
      if (fit !== 'cover' && fit !== 'fill') continue
      const r = img.getBoundingClientRect()
      const box = r.width / r.height
      const art = img.naturalWidth / img.naturalHeight
      const kept = Math.min(box / art, art / box)
      if (1 - kept > 0.15) out.push(`${where}: picture ${img.currentSrc || img.src} is ${fit === 'cover' ? 'cropped' : 'stretched'} by ${Math.round((1 - kept) * 100)} %`)
    }

    // 4 and 5. Prices in core's format only; no internal word.
    const text = document.body.innerText
    for (const m of text.matchAll(/[¥￥]\s*-?[\d,.]+/g)) {
      if (!/^¥-?\d{1,3}(,\d{3})*\.\d{2}$/.test(m[0])) out.push(`${where}: price “${m[0]}” is not in the app's format (¥1,234.50)`)
    }
    for (const m of text.matchAll(/\b(undefined|null|NaN|Infinity)\b|\[object \w+\]/g)) out.push(`${where}: “${m[0]}” on screen`)
    return out
  }, where)
}

/** Opens every route at the page's width and collects the findings of each screen (and of its risk-disclosure prompt). */
async function walk(page: Page, queries: Record<string, string>, label: string): Promise<string[]> {
  const found: string[] = []
  for (const { path } of ROUTE_META) {
    const query = queries[path]
    const url = `/tougu${path}${query ? `?${query}` : ''}`
    await page.goto(url)
    await settle(page)
    const prompt = page.getByRole('dialog', { name: '风险揭示' })
    if (await prompt.isVisible()) {
      found.push(...(await findingsOnScreen(page, `${label} ${url} (risk disclosure)`)))
      await prompt.getByRole('button', { name: '我已知晓' }).click()
      await settle(page)
    }
    found.push(...(await findingsOnScreen(page, `${label} ${url}`)))
  }
  return found
}

/** The walks check layout at the widths they set, not the device project: they run on the iphone project only. */
function onceOnIphone(): void {
  test.skip(test.info().project.name !== 'iphone', 'the layout walks run on the iphone project only')
  test.setTimeout(360_000)
}

test.describe('the layout of every route', () => {
  test.describe.configure({ mode: 'parallel' })
  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 700 } })

      test('signed out', async ({ page, request }) => {
        onceOnIphone()
        await acknowledgeRiskWarning(page)
        const found = await walk(page, await sampleQueries(request), `signed out, ${width} px`)
        expect(found, found.join('\n')).toEqual([])
      })

      test('signed in', async ({ page, request }) => {
        onceOnIphone()
        const session = await signIn(request, INVESTOR)
        await startSignedIn(page, session)
        await acknowledgeRiskWarning(page)
        const found = await walk(page, await sampleQueries(request), `signed in, ${width} px`)
        expect(found, found.join('\n')).toEqual([])
      })
    })
  }
})

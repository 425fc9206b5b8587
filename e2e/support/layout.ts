import type { Page } from '@playwright/test'
import { computeRootFontSize } from '../../packages/react-ui/src/layout/installLayout.js'

// The layout check of issue #33 (e2e/accessibility.spec.ts runs it on every route, signed out and signed in, at 375 and
// 320 px): nothing past the right edge, no short label wrapped onto two lines, no picture cropped by more than 15 % or
// failing to load, no price in another format than core's formatMoney (¥1,234.50), no internal word on screen.

/** The widths the walk checks: the phone the suite runs as, and the narrow phone issue #33 names. */
export const LAYOUT_WIDTHS = [375, 320] as const

/**
 * What is wrong with the layout of the screen as it is now, one line per finding. Runs in the page: it reads the
 * rendered boxes, so it sees what the investor sees.
 */
export function layoutFindings(page: Page, where: string): Promise<string[]> {
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

/**
 * Gives the page another width without reloading it, and waits until the page is laid out for it as a load at that
 * width would be: the root font size (rem) the app's layout sets for that width (its resize handler is debounced),
 * then two frames for resize observers (charts, swipers) to follow.
 */
export async function resizeTo(page: Page, width: number): Promise<void> {
  const height = page.viewportSize()?.height ?? 667
  await page.setViewportSize({ width, height })
  await page.waitForFunction(
    (rem) => document.documentElement.clientWidth === rem.width && Math.abs(parseFloat(getComputedStyle(document.documentElement).fontSize) - rem.px) < 0.01,
    { width, px: computeRootFontSize(width, await page.evaluate(() => window.devicePixelRatio)) },
  )
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}

/**
 * The layout findings of the screen as it is, at each of LAYOUT_WIDTHS in turn (the page resized, not reloaded). The
 * page is left at the last width: the caller sets the first again before the next load, or with resizeTo to go on.
 */
export async function layoutFindingsAtEachWidth(page: Page, where: string): Promise<string[]> {
  const found: string[] = []
  for (const width of LAYOUT_WIDTHS) {
    if (page.viewportSize()?.width !== width) await resizeTo(page, width)
    found.push(...(await layoutFindings(page, `${where} at ${width} px`)))
  }
  return found
}

import { findStockMentions, type StockMarket } from '@tougu/core'
import type { ReactNode } from 'react'

/** A security the investor tapped in a text: what `openStockQuote` and `queryBasicHq` take, and the words tapped. */
export interface StockTap {
  code: string
  market: StockMarket
  /** The text as written (`600519`, `SH600519`, `600519.SH`). */
  label: string
}

/** Class and data attributes of a stock link; RichContent finds the tapped one by them. */
export const STOCK_LINK_CLASS = 'tg-stock-link'

const SKIP = new Set(['A', 'BUTTON', 'CODE', 'PRE', 'SCRIPT', 'STYLE', 'TEXTAREA'])

/**
 * Turns the securities named in sanitised HTML into stock-link buttons (decision wave2-reach19-1). Only text
 * nodes are touched, never markup or attributes, and the new nodes are made with DOM calls, so the text cannot
 * become markup; text inside links, buttons and code is left alone. Returns the HTML unchanged without a DOM.
 * @example linkStockMentionsInHtml('<p>关注600519</p>', document) // '<p>关注<button … data-stock-code="600519" …>600519</button></p>'
 */
export function linkStockMentionsInHtml(html: string, doc: Document): string {
  if (!/\d{6}/.test(html)) return html
  const template = doc.createElement('template')
  template.innerHTML = html
  const walker = doc.createTreeWalker(template.content, 4 /* NodeFilter.SHOW_TEXT */)
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let skip = false
    for (let el = node.parentElement; el; el = el.parentElement) if (SKIP.has(el.tagName)) skip = true
    if (!skip) texts.push(node as Text)
  }
  for (const text of texts) {
    const value = text.data
    const mentions = findStockMentions(value)
    if (mentions.length === 0) continue
    const fragment = doc.createDocumentFragment()
    let at = 0
    for (const m of mentions) {
      if (m.start > at) fragment.append(value.slice(at, m.start))
      const button = doc.createElement('button')
      button.type = 'button'
      button.className = STOCK_LINK_CLASS
      button.dataset.stockCode = m.code
      button.dataset.stockMarket = m.market
      button.textContent = value.slice(m.start, m.end)
      fragment.append(button)
      at = m.end
    }
    if (at < value.length) fragment.append(value.slice(at))
    text.replaceWith(fragment)
  }
  return template.innerHTML
}

/** The stock link an event inside rendered content hit, or null. */
export function stockTapOf(target: EventTarget | null): StockTap | null {
  const el = target instanceof Element ? target.closest(`.${STOCK_LINK_CLASS}`) : null
  if (!(el instanceof HTMLElement)) return null
  const code = el.dataset.stockCode
  const market = el.dataset.stockMarket as StockMarket | undefined
  if (!code || !market) return null
  return { code, market, label: el.textContent ?? code }
}

export interface StockTextProps {
  /** Plain text (a Q&A answer). Rendered as text; securities named in it become stock links. */
  text: string
  onStockTap: (stock: StockTap) => void
}

/**
 * Plain text with its securities as stock links (decision wave2-reach19-1).
 * @example <p><StockText text={answer} onStockTap={openQuote} /></p>
 */
export function StockText({ text, onStockTap }: StockTextProps) {
  const parts: ReactNode[] = []
  let at = 0
  for (const m of findStockMentions(text)) {
    if (m.start > at) parts.push(text.slice(at, m.start))
    const label = text.slice(m.start, m.end)
    parts.push(
      <button
        key={m.start}
        type="button"
        className={STOCK_LINK_CLASS}
        data-stock-code={m.code}
        data-stock-market={m.market}
        onClick={() => onStockTap({ code: m.code, market: m.market, label })}
      >
        {label}
      </button>,
    )
    at = m.end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}

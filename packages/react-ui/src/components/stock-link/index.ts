export { StockText, linkStockMentionsInHtml, stockTapOf, STOCK_LINK_CLASS } from './stock-link.js'
export type { StockTap, StockTextProps } from './stock-link.js'

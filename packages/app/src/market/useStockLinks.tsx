import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from 'antd-mobile'
import { isBridgeError } from '@tougu/bridge'
import type { StockTap } from '@tougu/react-ui'
import { QueryView } from '../root/index.js'
import { useApiQuery, useServices } from '../services/index.js'
import { marketMessages as m } from './marketMessages.js'
import { useGoToTrade } from './useGoToTrade.js'

const signed = (value: string) => (Number(value) > 0 ? `+${value}` : value)
// Chinese markets: red for a rise, green for a fall.
const tone = (value: string) => (Number(value) > 0 ? 'tg-quote-up' : Number(value) < 0 ? 'tg-quote-down' : undefined)

function QuotePopup({ stock, onClose }: { stock: StockTap; onClose: () => void }) {
  const trade = useGoToTrade()
  const ref = useRef<HTMLDialogElement>(null)
  // Quotes come from the market-data service, through the second (20 s) client (decision wave2-reach19-4).
  const quote = useApiQuery('products.queryBasicHq', { codes: [stock.code] }, { client: 'slow' })
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const first = quote.data?.list[0]
  return (
    <dialog
      ref={ref}
      className="tg-quote-popup"
      aria-labelledby="tg-quote-title"
      onClose={onClose}
      onClick={(e) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === e.currentTarget) ref.current?.close()
      }}
    >
      <div className="tg-quote-body">
        <h2 id="tg-quote-title" className="tg-card-title">
          {first ? m.quoteTitle(first.name, first.code) : m.quoteLoadingTitle(stock.code)}
        </h2>
        <QueryView query={quote}>
          {({ list }) => {
            const q = list[0]
            if (!q) return null
            return (
              <dl className="tg-quote-figures">
                <div>
                  <dt>{m.lastPrice}</dt>
                  <dd className={tone(q.change)}>{q.price}</dd>
                </div>
                <div>
                  <dt>{m.change}</dt>
                  <dd className={tone(q.change)}>{signed(q.change)}</dd>
                </div>
                <div>
                  <dt>{m.changePct}</dt>
                  <dd className={tone(q.change)}>{signed(q.changePct)}%</dd>
                </div>
              </dl>
            )
          }}
        </QueryView>
        <p className="tg-card-meta">{m.quoteNote}</p>
        {trade.available ? (
          <Button block color="primary" onClick={() => trade.go(stock.code)}>
            {m.goToTrade}
          </Button>
        ) : (
          <p className="tg-card-meta">{m.tradeInApp}</p>
        )}
        <Button block style={{ marginTop: 8 }} onClick={() => ref.current?.close()}>
          {m.close}
        </Button>
      </div>
    </dialog>
  )
}

/**
 * Stock links of advice texts (decision wave2-reach19-1): inside the firm's app a tap opens the app's quote
 * page (bridge openStockQuote); elsewhere, or when the app cannot, a quote popup filled from queryBasicHq.
 * Render `quote` once in the screen.
 * @example const stocks = useStockLinks(); <RichContent html={html} onStockTap={stocks.onStockTap} />{stocks.quote}
 */
export function useStockLinks(): { onStockTap: (stock: StockTap) => void; quote: ReactNode } {
  const { bridge } = useServices()
  const [open, setOpen] = useState<StockTap | null>(null)
  const onStockTap = useCallback(
    (stock: StockTap) => {
      if (bridge.environment === 'app' && bridge.isAvailable('openStockQuote')) {
        bridge.openStockQuote({ code: stock.code, market: stock.market }).catch((e: unknown) => {
          // The app answered that it cannot (an old version, an unknown code): show the quote here instead.
          if (!isBridgeError(e) || e.code !== 'CANCELLED') setOpen(stock)
        })
        return
      }
      setOpen(stock)
    },
    [bridge],
  )
  const quote = open ? <QuotePopup key={`${open.market}${open.code}`} stock={open} onClose={() => setOpen(null)} /> : null
  return { onStockTap, quote }
}

import { useCallback, useEffect, useState } from 'react'
import { Space, Tabs } from 'antd-mobile'
import { formatMoney, isApiFailure, productTypeLabel } from '@tougu/core'
import { ListSkeleton, SearchBar } from '@tougu/react-ui'
import { useSearchParams } from '../../navigation/router.js'
import { contentPath, useAppNavigate } from '../../navigation/index.js'
import { PagedListView, Page } from '../../root/index.js'
import { usePagedList, useServices } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { AdviserRow } from '../product/AdviserRow.js'
import { OpinionRow } from './OpinionRow.js'
import { clearSearchHistory, readSearchHistory, rememberSearch } from './searchHistory.js'

type Tab = 'advisers' | 'products' | 'opinions'
const TABS: Tab[] = ['advisers', 'products', 'opinions']
function AdviserResults({ keyword }: { keyword: string }) {
  const advisers = usePagedList('home.searchAdviserApp', { keyword })
  return (
    <PagedListView
      list={advisers}
      label={appMessages.searchTabs.advisers}
      emptyText={appMessages.searchNoResult}
      getKey={(a) => a.id}
      renderItem={(a) => <AdviserRow adviser={a} />}
    />
  )
}

function ProductResults({ keyword }: { keyword: string }) {
  const go = useAppNavigate()
  const products = usePagedList('common.searchProduct', { keyword })
  return (
    <PagedListView
      list={products}
      label={appMessages.searchTabs.products}
      emptyText={appMessages.searchNoResult}
      getKey={(p) => p.productId}
      renderItem={(p) => (
        <button
          type="button"
          className="tg-card"
          style={{ border: 0, font: 'inherit', width: '100%', textAlign: 'left' }}
          disabled={p.content === null}
          onClick={() => p.content && go(contentPath(p.content))}
        >
          <span className="tg-card-title" style={{ display: 'block' }}>
            <span className="tg-badge">{productTypeLabel(p.productType)}</span> {p.productName}
          </span>
          <span className="tg-card-meta tg-row">
            <span>{p.tgName}</span>
            <span>{appMessages.riskLevel(p.riskLevel)}</span>
            <span className="tg-price">{p.minPrice === null ? '--' : appMessages.minPrice(formatMoney(p.minPrice))}</span>
          </span>
        </button>
      )}
    />
  )
}

function OpinionResults({ keyword }: { keyword: string }) {
  // The server searches the opinions (the contract's opinion keyword, this project's extension).
  const opinions = usePagedList('opinions.list', { keyword })
  return (
    <PagedListView
      list={opinions}
      label={appMessages.searchTabs.opinions}
      emptyText={appMessages.searchNoResult}
      getKey={(o) => o.id}
      renderItem={(o) => <OpinionRow opinion={o} />}
    />
  )
}

function Results({ tab, keyword }: { tab: Tab; keyword: string }) {
  if (tab === 'advisers') return <AdviserResults keyword={keyword} />
  if (tab === 'products') return <ProductResults keyword={keyword} />
  return <OpinionResults keyword={keyword} />
}

/** Whether a search answer has any row (a failure counts as none: that tab shows its own error when opened). */
function hasRows(res: { list: unknown[]; total?: number } | { iRet: number; message: string }): boolean {
  return !isApiFailure(res) && 'list' in res && res.list.length > 0
}

/**
 * A keyword without a chosen tab: asks each tab for one row and opens the first tab, in tab order, that has
 * results (投顾 when none has; decision wave2-reach-4), so 半导体 does not open on an empty 投顾 tab.
 */
function FirstTabWithResults({ keyword, onPick }: { keyword: string; onPick: (tab: Tab) => void }) {
  const { api } = useServices()
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const one = { offset: 0, size: 1 }
    void Promise.all([
      api.home.searchAdviserApp({ keyword, ...one }, { signal }),
      api.common.searchProduct({ keyword, ...one }, { signal }),
      api.opinions.list({ keyword, ...one }, { signal }),
    ]).then((answers) => {
      if (signal.aborted) return
      const found = answers.findIndex(hasRows)
      onPick(TABS[found] ?? 'advisers')
    })
    return () => controller.abort()
  }, [api, keyword, onPick])
  return <ListSkeleton rows={3} />
}

/** Search (spec §2 /search): advisers, products and opinions by keyword; past keywords kept in storage. */
export function Search() {
  const { storage } = useServices()
  const [params, setParams] = useSearchParams()
  const keyword = params.get('k')?.trim() ?? ''
  const chosen = (TABS as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : null
  const tab = chosen ?? 'advisers'
  const [text, setText] = useState(keyword)
  const [history, setHistory] = useState(() =>
    keyword ? rememberSearch(storage, keyword) : readSearchHistory(storage),
  )

  const search = (k: string) => {
    const trimmed = k.trim()
    if (!trimmed) return
    setText(trimmed)
    setHistory(rememberSearch(storage, trimmed))
    // A new keyword opens on its first tab with results (FirstTabWithResults), whatever tab was open.
    setParams({ k: trimmed }, { replace: true })
  }
  const pickTab = useCallback((t: Tab) => setParams({ k: keyword, tab: t }, { replace: true }), [keyword, setParams])

  return (
    <Page>
      <div style={{ padding: '8px 16px', background: '#fff' }}>
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={search}
          placeholder={appMessages.searchPlaceholder}
          // Opened to search (home's box): the caret is in the box; opened on a keyword's results, the results lead.
          autoFocus={keyword === ''}
        />
      </div>
      {keyword && !chosen ? (
        <FirstTabWithResults keyword={keyword} onPick={pickTab} />
      ) : keyword ? (
        <>
          <Tabs activeKey={tab} onChange={(t) => pickTab(t as Tab)}>
            {TABS.map((t) => (
              <Tabs.Tab key={t} title={appMessages.searchTabs[t]} />
            ))}
          </Tabs>
          <Results key={`${tab}:${keyword}`} tab={tab} keyword={keyword} />
        </>
      ) : (
        <section className="tg-card" aria-label={appMessages.searchHistory}>
          <h2 className="tg-row" style={{ fontSize: 15, margin: '0 0 8px' }}>
            <span>{appMessages.searchHistory}</span>
            {history.length > 0 && (
              <button
                type="button"
                className="tg-link"
                style={{ border: 0, background: 'none', font: 'inherit', fontSize: 13 }}
                onClick={() => {
                  clearSearchHistory(storage)
                  setHistory([])
                }}
              >
                {appMessages.clearHistory}
              </button>
            )}
          </h2>
          <Space wrap>
            {history.map((k) => (
              <button
                key={k}
                type="button"
                className="tg-badge"
                style={{ border: 0, font: 'inherit', padding: '4px 12px' }}
                onClick={() => search(k)}
              >
                {k}
              </button>
            ))}
          </Space>
        </section>
      )}
    </Page>
  )
}

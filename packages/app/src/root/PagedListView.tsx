import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { InfiniteScroll } from 'antd-mobile'
import { ContentList } from '@tougu/react-ui'
import type { PagedList } from '../services/index.js'
import { useServices } from '../services/index.js'
import { appMessages } from '../messages.js'
import { usePaintedAfter } from './AfterFirstPaint.js'
import type { PullToRefresh as PullToRefreshControl } from './pullToRefresh.js'

type PullControl = typeof PullToRefreshControl
/** The pull control, once its chunk is in: later lists wrap themselves in it from their first render. */
let loadedPull: PullControl | null = null

/**
 * The pull control to wrap the list in, null until it is in: its chunk is asked for from the frame after the list
 * first painted what it got (items, empty or error), and taken once it has arrived, so the rows move into it once.
 * No one pulls a skeleton, and the gesture's ~21 kB no longer share the phone's connections with the screen's code
 * and data (decision wave2-speed-8).
 */
function usePullControl(enabled: boolean, settled: boolean): PullControl | null {
  const [control, setControl] = useState(() => loadedPull)
  const painted = usePaintedAfter(enabled && settled && !control)
  useEffect(() => {
    if (!painted || control) return
    let live = true
    import('./pullToRefresh.js')
      .then(({ PullToRefresh }) => {
        loadedPull = PullToRefresh
        // A transition: the list renders into the control in short tasks (decision wave3-speed-1).
        if (live) startTransition(() => setControl(() => PullToRefresh))
      })
      // Offline, or a release replaced the chunk: the list works without the pull (the tab bar and the retry buttons
      // reload too); the next list asks again.
      .catch((error: unknown) => console.warn('[tougu] pull-to-refresh did not load:', error))
    return () => {
      live = false
    }
  }, [painted, control])
  return enabled ? control : null
}

/** A store that never changes: with it, `useSyncExternalStore` tells a render in the browser from the server's. */
const noSubscription = () => () => undefined

/** What the rows' node had when it left a slot: the row with keyboard focus, and the page's scroll position. */
const stateOnLeaving = new WeakMap<HTMLElement, { focused: HTMLElement | null; scrollY: number }>()

/**
 * Where the list's rows sit: `node` (holding them) moves in here, wherever this is mounted. A row that had keyboard
 * focus keeps it: a node taken out of the document loses focus, and putting it back does not restore it. The page's
 * scroll position stays where the investor left it: while the rows are out, the page is short, and the browser moved
 * it to the top when the pull control arrived after the investor had scrolled (slow networks).
 */
function RowsSlot({ node }: { node: HTMLElement }) {
  return (
    <div
      ref={(el) => {
        const doc = node.ownerDocument
        const view = doc.defaultView
        if (!el) {
          // Leaving (the slot unmounts with the node in it, or re-renders): remember a focused row and the scroll.
          const active = doc.activeElement
          stateOnLeaving.set(node, {
            focused: active instanceof HTMLElement && node.contains(active) ? active : null,
            scrollY: view?.scrollY ?? 0,
          })
          return
        }
        if (node.parentNode !== el) el.appendChild(node)
        const left = stateOnLeaving.get(node)
        stateOnLeaving.delete(node)
        if (!left) return
        if (view && left.scrollY > 0 && Math.round(view.scrollY) !== Math.round(left.scrollY)) view.scrollTo(view.scrollX, left.scrollY)
        const focused = left.focused
        if (focused && node.contains(focused) && doc.activeElement !== focused) focused.focus({ preventScroll: true })
      }}
    />
  )
}

export interface PagedListViewProps<T> {
  list: PagedList<T>
  label: string
  getKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  emptyText?: string
}

/**
 * A long list: skeleton, error with retry, empty, items with infinite scroll; in browsers also pull-to-refresh once
 * the list has painted (the native app pulls with its own control, see useNativePullRefresh).
 * @example <PagedListView list={rooms} label="直播" getKey={(r) => r.id} renderItem={(r) => <LiveRoomCard … />} />
 */
export function PagedListView<T>({ list, label, getKey, renderItem, emptyText }: PagedListViewProps<T>) {
  const { bridge } = useServices()
  // The native app pulls with its own control (useNativePullRefresh).
  const PullToRefresh = usePullControl(bridge.environment !== 'app', list.status !== 'loading')
  // The rows render into a node of their own that moves into the pull control when it comes: wrapping them directly
  // would mount them again (new elements, pictures and scroll state) the moment the control arrives. A list the server
  // rendered (decision wave3-house-1) is taken over in place, as the server rendered it (the node exists only in a
  // browser, and hydration must meet the server's markup); its rows move into a node once the control comes.
  const inBrowserOnly = useSyncExternalStore(noSubscription, () => true, () => false)
  const [rowsNode, setRowsNode] = useState<HTMLElement | null>(() => (inBrowserOnly ? document.createElement('div') : null))
  useEffect(() => {
    if (PullToRefresh && !rowsNode) startTransition(() => setRowsNode(document.createElement('div')))
  }, [PullToRefresh, rowsNode])
  const body = (
    <>
      <ContentList
        status={list.status === 'success' ? 'ready' : list.status}
        items={list.items}
        label={label}
        getKey={getKey}
        renderItem={renderItem}
        errorMessage={list.error ?? undefined}
        onRetry={list.retry}
        emptyText={emptyText}
      />
      {list.status === 'success' && list.items.length > 0 && (
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className="tg-link" onClick={retry}>
                {appMessages.loadMoreFailed}
              </button>
            ) : hasMore ? (
              <span>{appMessages.loadingMore}</span>
            ) : (
              <span>{appMessages.noMore}</span>
            )
          }
        </InfiniteScroll>
      )}
    </>
  )
  // In place: the same two boxes as the slot and its node, so nothing moves when the rows move into the node.
  if (!rowsNode)
    return (
      <div>
        <div>{body}</div>
      </div>
    )
  const slot = <RowsSlot node={rowsNode} />
  return (
    <>
      {PullToRefresh ? <PullToRefresh onRefresh={list.refresh}>{slot}</PullToRefresh> : slot}
      {createPortal(body, rowsNode)}
    </>
  )
}

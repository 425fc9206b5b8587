// What the JSDoc examples of @tougu/react-ui assume the reader has (tooling/docExamples/generateDocExamples.mjs
// takes a name from here when neither the documented file nor the public entry exports it): the state and
// handlers of the screen that renders the component.
import type { ComponentType } from 'react'
import type { BehaviorSubject } from 'rxjs'
import type { FollowupContext, FollowupSession, FollowupSessionDeps, FollowupPaper, PriceItem, RefundProduct, SortMenu as SortMenuCode, TrackRecord } from '@tougu/core'
import type { ChecklistOption } from './components/checklist/checklist.js'
import type { StockTap } from './components/stock-link/stock-link.js'
import type { ContentListStatus, OpinionCardProps } from './index.js'

export { lazy, Suspense, useEffect, useState } from 'react'
export { Dialog, ErrorBlock, NavBar } from 'antd-mobile'
export { CouponOutline } from 'antd-mobile-icons'

type Handler = () => void
export declare const visible: boolean
export declare const text: string
export declare const orders: RefundProduct[]
export declare const refund: (orderIds: string[]) => void
export declare const hide: Handler
export declare const opts: ChecklistOption[]
export declare const ids: string[]
export declare const setIds: (ids: string[]) => void
export declare const s: ContentListStatus
export declare const opinions: (OpinionCardProps & { id: string })[]
export declare const v: string
export declare const setV: (value: string) => void
export declare const use: Handler
export declare const setCoupon: (id: string | null) => void
export declare const error: Error
export declare const reload: Handler
export declare const paper: FollowupPaper
export declare const ctx: FollowupContext
export declare const deps: FollowupSessionDeps
export declare const products: RefundProduct[]
export declare const done: Handler
export declare const renew: Handler
export declare const open: Handler
export declare const checked: boolean
export declare const onChange: (checked: boolean) => void
export declare const loading: boolean
export declare const go: (to: string) => void
export declare const openOrders: Handler
export declare const openCoupons: Handler
export declare const d: Date
export declare const pay: Handler
export declare const query: { status: 'pending' | 'error' | 'success' | 'loading' }
export declare const q: string
export declare const p: { priceList: PriceItem[] }
export declare const now: Date
export declare const period: number | null
export declare const setPeriod: (periodId: number) => void
export declare const held: boolean
export declare const buy: Handler
export declare const opinion: { content: string }
export declare const needs: boolean
export declare const ack: Handler
export declare const back: Handler
export declare const shown: boolean
export declare const setShown: (shown: boolean) => void
export declare const setQ: (q: string) => void
export declare const navigate: (to: string) => void
export declare const sort: SortMenuCode
export declare const setSort: (code: SortMenuCode) => void
export declare const answer: string
export declare const openQuote: (stock: StockTap) => void
export declare const record: TrackRecord
export declare const LazyChart: ComponentType<{ points: TrackRecord['points'] }>
export declare const cancelOrder: Handler
export declare const submit: () => Promise<void>
export declare const session: FollowupSession
export declare const store: { state$: BehaviorSubject<{ items: { id: string }[] }> }

import type { ReactNode } from 'react'
import { adviserDisplayName, type AdviserCard, type Banner } from '@tougu/core'
import { AdviserTile, EmptyBlock, EntryGrid, FirmNote, ListSkeleton, Picture, SearchEntry, type EntryGridItem } from '@tougu/react-ui'
import { adviserHomePath, AppLink, useAppNavigate, useFollowLink, useNativePullRefresh } from '../../navigation/index.js'
import { useHref } from '../../navigation/router.js'
import { Page, QueryView, useAfterFirstPaint, usePaintedAfter, useRiskDisclosure } from '../../root/index.js'
import { useApiQuery, type ApiQuery, mediaUrl } from '../../services/index.js'
import { HOME_QUERIES } from '../../routes/communityRoutes.js'
import { appMessages } from '../../messages.js'
import { LiveRoomRow } from './LiveRoomRow.js'
import { OpinionRow } from './OpinionRow.js'
import { PackageRow } from './PackageRow.js'
import { TipsPackRow } from '../product/TipsPackRow.js'
import './entryIcons.css'

/** The entry grid's entries: every list of a product or service the app has, in the order the broker apps show them. */
const ENTRIES: ReadonlyArray<{ key: keyof typeof appMessages.entries; to: string }> = [
  { key: 'advisers', to: '/tougu/list' },
  { key: 'live', to: '/live/list' },
  { key: 'opinions', to: '/view/list' },
  { key: 'packages', to: '/view/package' },
  { key: 'tips', to: '/tips/list' },
  { key: 'commission', to: '/commission/list' },
  { key: 'quiz', to: '/quiz/index' },
  { key: 'coupons', to: '/coupon/index' },
  { key: 'activities', to: '/tips/atList' },
  { key: 'hot', to: '/view/list/hot48' },
]

/** Home's entry grid (金刚区): each entry a real link under the app's base, opened as AppLink opens one. */
function HomeEntries() {
  const go = useAppNavigate()
  const base = useHref('/').replace(/\/$/, '')
  const items: EntryGridItem[] = ENTRIES.map((e) => ({ key: e.to, label: appMessages.entries[e.key], href: `${base}${e.to}`, iconClass: `tg-entry-${e.key}` }))
  return (
    <EntryGrid
      label={appMessages.entryGrid}
      items={items}
      onOpen={(item, e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        e.preventDefault()
        go(item.key)
      }}
    />
  )
}

/** An adviser as a tile of home's row of advisers: portrait, name, 执业编号. */
function AdviserTileRow({ adviser }: { adviser: AdviserCard }) {
  const go = useAppNavigate()
  const name = adviserDisplayName(adviser)
  return (
    <AdviserTile
      name={name}
      qualificationNo={adviser.qualificationNo}
      avatarUrl={mediaUrl(adviser.avatarUrl)}
      onClick={() => go(adviserHomePath(adviser.id))}
    />
  )
}

/** A section of home; `lower`: one below the fold on a phone (laid out once it comes near the screen, app.css). */
function Section({ title, more, lower, children }: { title: string; more?: string; lower?: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className={lower ? 'tg-home-section tg-home-lower' : 'tg-home-section'} style={{ marginTop: 12 }}>
      <h2 className="tg-row" style={{ fontSize: 16, margin: '0 16px 8px' }}>
        <span>{title}</span>
        {more && (
          <AppLink to={more} aria-label={`${title}${appMessages.more}`}>
            <span style={{ fontSize: 13, fontWeight: 'normal' }}>{appMessages.more}</span>
          </AppLink>
        )}
      </h2>
      {children}
    </section>
  )
}

// Three placeholder rows: each section shows three items, so the page keeps its height when they arrive (CLS).
function listOf<T>(query: ApiQuery<{ list: T[] }>, render: (items: T[]) => ReactNode, rows = 3) {
  return (
    <QueryView query={query} skeleton={<ListSkeleton rows={rows} />}>
      {(res) => (res.list.length === 0 ? <EmptyBlock /> : render(res.list))}
    </QueryView>
  )
}

/**
 * Home's banners: a CSS scroll-snap strip instead of a gesture carousel (swipeable, and no animation library on home).
 * The first banner is the screen's largest picture (preloaded by the boot entry); the others are asked for once the
 * strip has painted, not with the first screen (decision wave2-speed-8). Its own component, so that this re-renders
 * the strip alone.
 */
function BannerStrip({ banners, onOpen }: { banners: Banner[]; onOpen: (link: string) => void }) {
  const painted = usePaintedAfter(true)
  return (
    <div className="tg-banners" aria-label={appMessages.banners} role="region">
      {banners.map((b, i) => (
        <button key={b.id} type="button" onClick={() => onOpen(b.link)} aria-label={b.title}>
          {/* The first banner is the page's largest picture, asked for first (the server-rendered page has it); the others wait for the first paint. */}
          {i === 0 || painted ? (
            <Picture href={mediaUrl(b.imageUrl)} box="banner" alt={b.title} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
          ) : (
            <span className="tg-picture tg-picture-banner" />
          )}
        </button>
      ))}
    </div>
  )
}

/**
 * The community home (spec §2 {base}/index): search, banners, the entry grid to every product and service, live now,
 * advisers, hot opinions, opinion packages and tips, the firm at the foot (issue #33), each section loading on its
 * own; the native app's pull-down reloads them all.
 */
export function Home() {
  const go = useAppNavigate()
  const follow = useFollowLink()
  const { openContent } = useRiskDisclosure()

  const banners = useApiQuery(HOME_QUERIES.banners.endpoint, HOME_QUERIES.banners.request)
  const advisers = useApiQuery(HOME_QUERIES.advisers.endpoint, HOME_QUERIES.advisers.request)
  const live = useApiQuery(HOME_QUERIES.live.endpoint, HOME_QUERIES.live.request)
  // The lower sections' requests leave after the first paint, with the sections (decision wave2-speed-7)...
  const painted = useAfterFirstPaint()
  const hot = useApiQuery(HOME_QUERIES.hot.endpoint, HOME_QUERIES.hot.request, { enabled: painted })
  const packages = useApiQuery(HOME_QUERIES.packages.endpoint, HOME_QUERIES.packages.request, { enabled: painted })
  const tips = useApiQuery(HOME_QUERIES.tips.endpoint, HOME_QUERIES.tips.request, { enabled: painted })
  // ...unless their answers came with the page: the server rendered them (decision wave3-speed-4), and the takeover,
  // whose cache holds the page's answers, renders them as the server did.
  const lower = painted || [hot, packages, tips].every((q) => q.data !== undefined)

  useNativePullRefresh({
    down: () => Promise.all([banners, advisers, live, hot, packages, tips].map((q) => q.refresh())),
  })

  return (
    <Page back={false}>
      <div style={{ padding: '0 4px', background: '#fff' }}>
        <SearchEntry
          placeholder={appMessages.searchPlaceholder}
          onOpen={() => go('/search', { stay: true })}
        />
      </div>
      {/* The strip's own 140 px box while loading, so the sections below stay put when the banners arrive (CLS). */}
      <QueryView query={banners} skeleton={<div className="tg-banners" aria-hidden="true" />}>
        {(res) => (res.list.length === 0 ? null : <BannerStrip banners={res.list} onOpen={follow} />)}
      </QueryView>

      <HomeEntries />

      {/* What is on air now, as tiles scrolled sideways: the first screen shows it beside the entries. */}
      <Section title={appMessages.sections.liveNow} more="/live/list">
        {listOf(live, (list) => <div className="tg-live-strip">{list.map((r) => <LiveRoomRow key={r.id} room={r} layout="tile" />)}</div>, 1)}
      </Section>

      <Section title={appMessages.sections.advisers} more="/tougu/list">
        {listOf(advisers, (list) => <div className="tg-adviser-strip">{list.map((a) => <AdviserTileRow key={a.id} adviser={a} />)}</div>, 1)}
      </Section>

      {/* Below the fold on a phone: in the page the server renders (decision wave3-speed-4); else rendered, and asked
          for, after the first paint (decisions wave2-speed-6 and 7). */}
      {lower && (
        <>
          <Section lower title={appMessages.sections.hotOpinions} more="/view/list/hot48">
            {listOf(hot, (list) => list.map((o) => <OpinionRow key={o.id} opinion={o} />))}
          </Section>

          <Section lower title={appMessages.sections.packages} more="/view/package">
            {listOf(packages, (list) => list.map((p) => <PackageRow key={p.id} pkg={p} />))}
          </Section>

          <Section lower title={appMessages.sections.tips} more="/tips/list">
            {listOf(tips, (list) => list.map((t) => <TipsPackRow key={t.id} pack={t} onOpen={() => openContent('Tips', t.id)} />))}
          </Section>
          <FirmNote />
        </>
      )}
    </Page>
  )
}

import type { ReactNode } from 'react'
import type { Banner } from '@tougu/core'
import { EmptyBlock, ListSkeleton, SearchEntry } from '@tougu/react-ui'
import { AppLink, useAppNavigate, useFollowLink, useNativePullRefresh } from '../../navigation/index.js'
import { Page, QueryView, useAfterFirstPaint, usePaintedAfter, useRiskDisclosure } from '../../root/index.js'
import { useApiQuery, type ApiQuery, mediaUrl } from '../../services/index.js'
import { HOME_QUERIES } from '../../routes/communityRoutes.js'
import { appMessages } from '../../messages.js'
import { AdviserRow } from '../product/AdviserRow.js'
import { LiveRoomRow } from './LiveRoomRow.js'
import { OpinionRow } from './OpinionRow.js'
import { PackageRow } from './PackageRow.js'
import { TipsPackRow } from '../product/TipsPackRow.js'

function Section({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="tg-home-section" style={{ marginTop: 12 }}>
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
          {/* The first banner is the page's largest picture: asked for first (the server's page names it so too). */}
          <img src={i === 0 || painted ? mediaUrl(b.imageUrl) : undefined} alt={b.title} width={750} height={280} fetchPriority={i === 0 ? 'high' : undefined} />
        </button>
      ))}
    </div>
  )
}

/**
 * The community home (spec §2 {base}/index): search, banners, advisers, live now, hot opinions, opinion
 * packages and tips, each section loading on its own; the native app's pull-down reloads them all.
 */
export function Home() {
  const go = useAppNavigate()
  const follow = useFollowLink()
  const { openContent } = useRiskDisclosure()

  const banners = useApiQuery(HOME_QUERIES.banners.endpoint, HOME_QUERIES.banners.request)
  const advisers = useApiQuery(HOME_QUERIES.advisers.endpoint, HOME_QUERIES.advisers.request)
  const live = useApiQuery(HOME_QUERIES.live.endpoint, HOME_QUERIES.live.request)
  // The lower sections' requests leave after the first paint, with the sections (decision wave2-speed-7).
  const lower = useAfterFirstPaint()
  const hot = useApiQuery(HOME_QUERIES.hot.endpoint, HOME_QUERIES.hot.request, { enabled: lower })
  const packages = useApiQuery(HOME_QUERIES.packages.endpoint, HOME_QUERIES.packages.request, { enabled: lower })
  const tips = useApiQuery(HOME_QUERIES.tips.endpoint, HOME_QUERIES.tips.request, { enabled: lower })

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

      <Section title={appMessages.sections.advisers} more="/tougu/list">
        {listOf(advisers, (list) => list.slice(0, 3).map((a) => <AdviserRow key={a.id} adviser={a} />))}
      </Section>

      <Section title={appMessages.sections.liveNow} more="/live/list">
        {listOf(live, (list) => list.map((r) => <LiveRoomRow key={r.id} room={r} />))}
      </Section>

      {/* Below the fold on a phone: rendered, and asked for, after the first paint (decisions wave2-speed-6 and 7). */}
      {lower && (
        <>
          <Section title={appMessages.sections.hotOpinions} more="/view/list/hot48">
            {listOf(hot, (list) => list.map((o) => <OpinionRow key={o.id} opinion={o} />))}
          </Section>

          <Section title={appMessages.sections.packages} more="/view/package">
            {listOf(packages, (list) => list.map((p) => <PackageRow key={p.id} pkg={p} />))}
          </Section>

          <Section title={appMessages.sections.tips} more="/tips/list">
            {listOf(tips, (list) => list.map((t) => <TipsPackRow key={t.id} pack={t} onOpen={() => openContent('Tips', t.id)} />))}
          </Section>
        </>
      )}
    </Page>
  )
}

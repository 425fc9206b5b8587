import { useState } from 'react'
import { Tabs } from 'antd-mobile'
import { AppLink } from '../../navigation/index.js'
import { PagedListView, Page } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { appMessages } from '../../messages.js'
import { LiveRoomRow } from './LiveRoomRow.js'

type Filter = 'all' | 'live' | 'upcoming' | 'ended'
const FILTERS: Filter[] = ['all', 'live', 'upcoming', 'ended']

/** Live rooms (spec §2 /live/list): by state, live first; opening one asks for the risk disclosure. */
export function LiveList() {
  const [filter, setFilter] = useState<Filter>('all')
  const rooms = usePagedList('live.list', { ...(filter === 'all' ? {} : { status: filter }) })
  return (
    <Page right={<AppLink to="/live/history">{appMessages.liveHistory}</AppLink>}>
      <Tabs activeKey={filter} onChange={(k) => setFilter(k as Filter)}>
        {FILTERS.map((f) => (
          <Tabs.Tab key={f} title={appMessages.liveTabs[f]} />
        ))}
      </Tabs>
      <PagedListView
        list={rooms}
        label={appMessages.liveTabs[filter]}
        getKey={(r) => r.id}
        renderItem={(r) => <LiveRoomRow room={r} />}
      />
      <div style={{ textAlign: 'center' }}>
        <AppLink to="/live/history">{appMessages.liveHistory}</AppLink>
      </div>
    </Page>
  )
}

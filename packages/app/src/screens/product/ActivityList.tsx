import { dayKey, toDate, type Activity } from '@tougu/core'
import { Picture } from '@tougu/react-ui'
import { useFollowLink } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { mediaUrl, useNow, usePagedList } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'

function ActivityCard({ activity, today }: { activity: Activity; today: Date }) {
  const follow = useFollowLink()
  const end = toDate(activity.endDate)
  const ended = end !== null && dayKey(end) < dayKey(today)
  // App routes open in the app, http(s) pages replace it; a stored script or data: URL is never followed.
  const open = () => void follow(activity.link)
  return (
    <button type="button" className="tg-card tg-activity-card" onClick={open} disabled={ended} style={{ border: 0, font: 'inherit', width: '100%', textAlign: 'left' }}>
      <Picture href={mediaUrl(activity.imageUrl)} box="activity" alt={m.activityAlt} />
      <span className="tg-row">
        <span className="tg-card-title">{activity.title}</span>
        {ended && <span className="tg-badge">{m.activityEnded}</span>}
      </span>
      <span className="tg-card-meta" style={{ display: 'block' }}>
        {m.activityPeriod(activity.startDate, activity.endDate)}
      </span>
    </button>
  )
}

/** 活动列表 (/tips/atList): the marketing activities, infinite scroll; an activity opens its link. */
export function ActivityList() {
  const now = useNow()
  const list = usePagedList('tips.activityList', {})
  const today = new Date(now)
  return (
    <Page back={false}>
      <PagedListView list={list} label={m.activities} emptyText={m.activityEmpty} getKey={(a) => a.id} renderItem={(a) => <ActivityCard activity={a} today={today} />} />
    </Page>
  )
}

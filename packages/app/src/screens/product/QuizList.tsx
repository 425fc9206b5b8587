import { Button } from 'antd-mobile'
import { useSearchParams } from '../../navigation/router.js'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { useNow, usePagedList } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { ThreadRow } from './ThreadRow.js'

/** 问答列表 (/quiz/list, optional `adviserId`): answered threads, newest first, infinite scroll; with an adviser, a way to ask them. */
export function QuizList() {
  const now = useNow()
  const go = useAppNavigate()
  const adviserId = useSearchParams()[0].get('adviserId') ?? ''
  const list = usePagedList('quiz.list', { ...(adviserId ? { adviserId } : {}) })
  const today = new Date(now)
  return (
    <Page>
      {adviserId && (
        <div style={{ padding: 16 }}>
          <Button block color="primary" onClick={() => go(`/quiz/submit?adviserId=${encodeURIComponent(adviserId)}`)}>
            {m.quizAskThis}
          </Button>
        </div>
      )}
      <PagedListView list={list} label={m.quizAllThreads} emptyText={m.quizEmpty} getKey={(t) => t.id} renderItem={(t) => <ThreadRow thread={t} now={today} onClick={() => go(`/quiz/detail?id=${encodeURIComponent(t.id)}`)} />} />
    </Page>
  )
}

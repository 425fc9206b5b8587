import { Button } from 'antd-mobile'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { useNow, usePagedList } from '../../services/index.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'
import { ThreadRow } from './ThreadRow.js'

function MyThreads() {
  const now = useNow()
  const go = useAppNavigate()
  const list = usePagedList('quiz.myList', {})
  const today = new Date(now)
  return <PagedListView list={list} label={m.quizMine} emptyText={m.quizMyEmpty} getKey={(t) => t.id} renderItem={(t) => <ThreadRow thread={t} now={today} onClick={() => go(`/quiz/detail?id=${encodeURIComponent(t.id)}`)} />} />
}

/** 我的提问 (/quiz/myList): the questions the user asked, answered or pending, infinite scroll. */
export function QuizMyList() {
  const go = useAppNavigate()
  return (
    <Page>
      <LoginGate>
        <div style={{ padding: 16 }}>
          <Button block color="primary" onClick={() => go('/quiz/submit')}>
            {m.quizAsk}
          </Button>
        </div>
        <MyThreads />
      </LoginGate>
    </Page>
  )
}

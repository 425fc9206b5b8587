import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { usePagedList } from '../../services/index.js'
import { AdviserRow } from './AdviserRow.js'
import { productMessages as m } from './productMessages.js'

/** 投顾列表 (/quiz/tgList): advisers taking questions, infinite scroll; an adviser opens their answered threads. */
export function QuizAdviserList() {
  const go = useAppNavigate()
  const list = usePagedList('quiz.adviserList', {})
  return (
    <Page>
      <PagedListView list={list} label={m.quizAdvisers} emptyText={m.quizAdvisersEmpty} getKey={(a) => a.id} renderItem={(a) => <AdviserRow adviser={a} onClick={() => go(`/quiz/list?adviserId=${encodeURIComponent(a.id)}`)} />} />
    </Page>
  )
}

import { useLocation } from '../../navigation/router.js'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, PagedListView } from '../../root/index.js'
import { useServices, usePagedList } from '../../services/index.js'
import { AdviserRow } from './AdviserRow.js'
import { productMessages as m } from './productMessages.js'

/** 投顾列表 (/quiz/tgList): advisers taking questions, infinite scroll; an adviser opens their answered threads. */
export function QuizAdviserList() {
  const { api } = useServices()
  const go = useAppNavigate()
  const { key } = useLocation()
  const list = usePagedList((page, signal) => api.quiz.adviserList(page, { signal }), [], { cacheKey: `quizAdvisers:${key}` })
  return (
    <Page>
      <PagedListView list={list} label={m.quizAdvisers} emptyText={m.quizAdvisersEmpty} getKey={(a) => a.id} renderItem={(a) => <AdviserRow adviser={a} onClick={() => go(`/quiz/list?adviserId=${encodeURIComponent(a.id)}`)} />} />
    </Page>
  )
}

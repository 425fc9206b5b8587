import { useNavigate } from '../../navigation/router.js'
import { Page, PagedListView } from '../../root/index.js'
import { useServices, usePagedList } from '../../services/index.js'
import { AdviserRow } from './AdviserRow.js'
import { productMessages as m } from './productMessages.js'
import { toQuizDraft } from './quizDraft.js'

/**
 * 选择投顾 (/quiz/tgPick): advisers taking questions; tapping one puts them on the question being written and
 * returns to 向投顾提问 (back in history when the ask page is below, otherwise opening it).
 */
export function QuizAdviserPick() {
  const { client, window: win } = useServices()
  const navigate = useNavigate()
  const list = usePagedList('quiz.adviserList', {})
  const choose = (adviserId: string) => {
    const draft = toQuizDraft(client.getValue().userQuiz)
    client.update({ userQuiz: { ...draft, adviserId, picked: true } })
    const state = win.history.state as { idx?: number } | null
    if (typeof state?.idx === 'number' && state.idx > 0) void navigate(-1)
    else void navigate('/quiz/submit', { replace: true })
  }
  return (
    <Page>
      <PagedListView list={list} label={m.quizAdvisers} emptyText={m.quizAdvisersEmpty} getKey={(a) => a.id} renderItem={(a) => <AdviserRow adviser={a} onClick={() => choose(a.id)} />} />
    </Page>
  )
}

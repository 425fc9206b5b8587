import { Button } from 'antd-mobile'
import { useEffect, useRef } from 'react'
import { useSearchParams } from '../../navigation/router.js'
import { isApiFailure } from '@tougu/core'
import { CountedTextArea, EmptyBlock, showToast, useObservable } from '@tougu/react-ui'
import type { ReactNode } from 'react'
import { useAppNavigate } from '../../navigation/index.js'
import { Page } from '../../root/index.js'
import { useApiMutation, useApiQuery, usePrivileges, useServices } from '../../services/index.js'
import { AdviserRow } from './AdviserRow.js'
import { LoginGate } from './LoginGate.js'
import { productMessages as m } from './productMessages.js'
import { openDraft, toQuizDraft, EMPTY_DRAFT } from './quizDraft.js'

const MIN_QUESTION = 5
const MAX_QUESTION = 500

function ChosenAdviser({ adviserId, onChange }: { adviserId: string; onChange: () => void }) {
  const adviser = useApiQuery('common.getBatchTgInfoList', { ids: [adviserId] })
  const found = adviser.data?.list[0]
  return (
    <section aria-label={m.quizAdviser}>
      <div className="tg-row" style={{ padding: '0 16px' }}>
        <h2 className="tg-card-title">{m.quizAdviser}</h2>
        <button type="button" className="tg-link" onClick={onChange} style={{ border: 0, background: 'none' }}>
          {m.quizChangeAdviser}
        </button>
      </div>
      {found ? <AdviserRow adviser={found} onClick={onChange} /> : adviser.status === 'error' ? <p className="tg-card-meta" style={{ padding: '0 16px' }}>{adviser.error}</p> : null}
    </section>
  )
}

function AskForm() {
  const { client } = useServices()
  const ask = useApiMutation('quiz.submit')
  const go = useAppNavigate()
  const queryAdviserId = useSearchParams()[0].get('adviserId')
  const draft = toQuizDraft(useObservable(client.state$, (s) => s.userQuiz))

  // On arrival: a fresh pick from 选择投顾 wins over the adviser the page was opened with.
  // Once per arrival (StrictMode runs effects twice; the pick must be consumed only once).
  const opened = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (opened.current === queryAdviserId) return
    opened.current = queryAdviserId
    client.update({ userQuiz: openDraft(toQuizDraft(client.getValue().userQuiz), queryAdviserId) })
  }, [client, queryAdviserId])

  const setQuestion = (question: string) => client.update({ userQuiz: { ...draft, question } })
  // 选择投顾 stays in this webview: the draft lives in this page's client store.
  const pick = () => go('/quiz/tgPick', { stay: true })

  const submit = async () => {
    if (!draft.adviserId) return showToast(m.quizPickFirst)
    if (draft.question.trim().length < MIN_QUESTION) return showToast(m.quizTooShort)
    const res = await ask.run({ adviserId: draft.adviserId, question: draft.question.trim() })
    if (res === null) return
    if (isApiFailure(res)) return showToast(res.message)
    client.update({ userQuiz: EMPTY_DRAFT })
    showToast(m.quizSubmitted)
    go(`/quiz/detail?id=${encodeURIComponent(res.data.id)}`, { stay: true, replace: true })
  }

  return (
    <>
      {draft.adviserId ? (
        <ChosenAdviser adviserId={draft.adviserId} onChange={pick} />
      ) : (
        <div style={{ padding: 16 }}>
          <Button block onClick={pick}>
            {m.quizPickAdviser}
          </Button>
        </div>
      )}
      <section className="tg-card" aria-label={m.quizQuestion}>
        <CountedTextArea value={draft.question} onChange={setQuestion} maxLength={MAX_QUESTION} rows={6} placeholder={m.quizPlaceholder} label={m.quizQuestion} />
      </section>
      <div style={{ padding: 16 }}>
        <Button block color="primary" loading={ask.pending} onClick={() => void submit()}>
          {m.quizSubmit}
        </Button>
      </div>
    </>
  )
}

/**
 * Asking an adviser about a security is asking for advice, which goes to clients only (issue #37): an investor with
 * an advisory service in force (a privilege) may ask; anyone else is told so, with the way to the products. The
 * server refuses them too (quiz.submit); when the privilege list cannot be read, the form shows and the server decides.
 */
function ClientsOnly({ children }: { children: ReactNode }) {
  const go = useAppNavigate()
  const privileges = usePrivileges()
  if (privileges.isPending) return <p className="tg-card-meta" role="status" style={{ padding: 16 }}>{m.quizCheckingClient}</p>
  if (privileges.data?.length === 0) {
    return (
      <EmptyBlock title={m.quizClientsOnlyTitle} description={m.quizClientsOnly}>
        <Button color="primary" onClick={() => go('/tips/list')}>
          {m.quizBrowseProducts}
        </Button>
      </EmptyBlock>
    )
  }
  return <>{children}</>
}

/**
 * 向投顾提问 (/quiz/submit, optional `adviserId`): for clients (ClientsOnly), choose an adviser (选择投顾) and ask them
 * a question (5–500 characters).
 */
export function QuizSubmit() {
  return (
    <Page>
      <LoginGate>
        <ClientsOnly>
          <AskForm />
        </ClientsOnly>
      </LoginGate>
    </Page>
  )
}

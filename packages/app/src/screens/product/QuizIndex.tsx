import { Button } from 'antd-mobile'
import { EmptyBlock } from '@tougu/react-ui'
import { AdviserRow } from './AdviserRow.js'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery, useNow } from '../../services/index.js'
import { productMessages as m } from './productMessages.js'
import { ThreadRow } from './ThreadRow.js'

/** 问答 (/quiz/index): hot answered threads (commentary, as the note says), advisers taking questions, and the ways to ask and browse. */
export function QuizIndex() {
  const now = useNow()
  const go = useAppNavigate()
  const index = useApiQuery('quiz.index', {})
  const today = new Date(now)
  return (
    <Page>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, padding: 16 }}>
        <Button color="primary" onClick={() => go('/quiz/submit')}>
          {m.quizAsk}
        </Button>
        <Button onClick={() => go('/quiz/myList')}>{m.quizMine}</Button>
      </div>
      <p className="tg-card-meta" role="note" style={{ margin: '0 16px' }}>
        {m.quizPublicNote}
      </p>
      <QueryView query={index}>
        {({ data }) => (
          <>
            <section aria-labelledby="quiz-hot">
              <div className="tg-row" style={{ padding: '0 16px' }}>
                <h2 id="quiz-hot" className="tg-card-title">{m.quizHot}</h2>
                <button type="button" className="tg-link" onClick={() => go('/quiz/list')} style={{ border: 0, background: 'none' }}>
                  {m.quizAllThreads}
                </button>
              </div>
              {data.hotThreads.length === 0 ? (
                <EmptyBlock description={m.quizEmpty} />
              ) : (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {data.hotThreads.map((t) => (
                    <li key={t.id}>
                      <ThreadRow thread={t} now={today} onClick={() => go(`/quiz/detail?id=${encodeURIComponent(t.id)}`)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="quiz-advisers">
              <div className="tg-row" style={{ padding: '0 16px' }}>
                <h2 id="quiz-advisers" className="tg-card-title">{m.quizAdvisers}</h2>
                <button type="button" className="tg-link" onClick={() => go('/quiz/tgList')} style={{ border: 0, background: 'none' }}>
                  {m.more}
                </button>
              </div>
              {data.advisers.length === 0 ? (
                <EmptyBlock description={m.quizAdvisersEmpty} />
              ) : (
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {data.advisers.map((a) => (
                    <li key={a.id}>
                      <AdviserRow adviser={a} onClick={() => go(`/quiz/list?adviserId=${encodeURIComponent(a.id)}`)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
    </Page>
  )
}

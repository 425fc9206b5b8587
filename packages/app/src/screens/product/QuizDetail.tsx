import { Button } from 'antd-mobile'
import { adviserByline } from '@tougu/core'
import { StockText } from '@tougu/react-ui'
import { useStockLinks } from '../../market/useStockLinks.js'
import { useSearchParams } from '../../navigation/router.js'
import { useAppNavigate } from '../../navigation/index.js'
import { Page, QueryView } from '../../root/index.js'
import { useApiQuery } from '../../services/index.js'
import { formatDateTime } from './formatDate.js'
import { productMessages as m } from './productMessages.js'

/** 问答详情 (/quiz/detail?id=): the question, who asked and when, and the adviser's answer or that it is pending. */
export function QuizDetail() {
  const stocks = useStockLinks()
  const go = useAppNavigate()
  const id = useSearchParams()[0].get('id') ?? ''
  const thread = useApiQuery('quiz.detail', { id })
  return (
    <Page>
      <QueryView query={thread}>
        {({ data: t }) => (
          <>
            <section className="tg-card" aria-label={m.quizQuestion}>
              <h2 className="tg-card-title" style={{ fontSize: 17 }}>{t.question}</h2>
              <p className="tg-card-meta">
                {t.askerName} · <time dateTime={t.askTime}>{formatDateTime(t.askTime)}</time>
              </p>
            </section>
            <section className="tg-card" aria-label={m.quizAnswer}>
              <h3 className="tg-card-title">
                {m.quizAnswer} · {adviserByline(t.tgName, t.qualificationNo)}
              </h3>
              {t.answer ? (
                <>
                  <p className="tg-card-text" style={{ whiteSpace: 'pre-wrap' }}>
                    <StockText text={t.answer} onStockTap={stocks.onStockTap} />
                  </p>
                  {t.answerTime && (
                    <p className="tg-card-meta">
                      <time dateTime={t.answerTime}>{formatDateTime(t.answerTime)}</time>
                    </p>
                  )}
                </>
              ) : (
                <p className="tg-card-meta">{m.quizPending}</p>
              )}
            </section>
            <div style={{ padding: 16 }}>
              <Button block color="primary" onClick={() => go(`/quiz/submit?adviserId=${encodeURIComponent(t.adviserId)}`)}>
                {m.quizAskThis}
              </Button>
            </div>
          </>
        )}
      </QueryView>
      {stocks.quote}
    </Page>
  )
}

import { TEXT_ANSWER_MAX, type FollowupQuestionView, type FollowupSession, type FollowupSessionState } from '@tougu/core'
import Dialog from 'antd-mobile/es/components/dialog'
import { memo, useEffect, useRef } from 'react'
import { showLoading, showToast } from '../../feedback/feedback.js'
import { messages } from '../../messages.js'
import { useObservable } from '../../observable/useObservable.js'
import { CancellationDialog, type CancellableProduct, type CancellationDialogProps } from '../cancellation-dialog/cancellation-dialog.js'
import { Checklist } from '../checklist/checklist.js'
import { CountedTextArea } from '../counted-text-area/counted-text-area.js'
import { useDialogFocus } from '../../a11y/useDialogFocus.js'

export interface FollowupPaperDialogProps {
  /** A core session (`createFollowupSession(paper, ctx, deps)`); the dialog renders it and calls its commands. */
  session: FollowupSession
  /** Defaults to true; the app's overlay flag usually decides whether the dialog is mounted at all. */
  visible?: boolean
  /** In-transit products offered when the waiver question is answered 是 (core's `toRefundProducts`). */
  refundProducts: readonly CancellableProduct[]
  /**
   * Whether `refundProducts` is loaded ('ready', the default), still 'loading' or 'failed'. With none to
   * cancel, or a failed list, the refund step offers 不解约，提交回访 (the answers as given, no order
   * cancelled) instead of leaving 取消 as the only way out.
   */
  refundProductsState?: 'loading' | 'ready' | 'failed'
  /** The refund each product would get (the server's quote), shown before the investor confirms (issue #37). */
  refundQuotes?: CancellationDialogProps['quotes']
  refundQuotesState?: CancellationDialogProps['quotesState']
  /** Loads the refund products again (shown as 重试 when their list failed). */
  onRetryRefundProducts?: () => void
  /** After a successful submit: type 1 papers pass `Number(list[0])`, type 2 pass null. */
  onSubmitted?: (value: number | null) => void
  /** Where validation and server messages go; defaults to the house toast (2 s, middle). */
  notify?: (message: string) => void
}

const selectView = (s: FollowupSessionState) => s.view
const selectStatus = (s: FollowupSessionState) => s.status
const selectLoading = (s: FollowupSessionState) => s.loading
const selectNotice = (s: FollowupSessionState) => s.notice

interface QuestionProps {
  question: FollowupQuestionView
  session: FollowupSession
}

// Memoised: the session keeps the same object for untouched questions, so typing in one text question
// re-renders only that question.
const Question = memo(function Question({ question: q, session }: QuestionProps) {
  const heading = `${q.displayNo}. ${q.topic}`
  const headingId = `tg-followup-q-${q.no}`
  return (
    <section className="tg-followup-question" aria-labelledby={headingId}>
      <p className="tg-followup-topic" id={headingId}>
        {heading}
      </p>
      {q.kind === 'text' ? (
        <CountedTextArea
          value={q.text}
          onChange={(text) => session.answer(q.no, text)}
          maxLength={TEXT_ANSWER_MAX}
          truncate={false}
          placeholder={q.placeholder ?? messages.followupTextPlaceholder}
          label={heading}
        />
      ) : (
        <Checklist
          label={heading}
          max={q.kind === 'single' ? 1 : undefined}
          options={q.options.map((o) => ({ value: String(o.no), label: o.answer }))}
          value={q.options.filter((o) => o.checked).map((o) => String(o.no))}
          // The checklist keeps the paper's option order, which is what core expects in "1;3".
          onChange={(value) => session.answer(q.no, value.join(';'))}
        />
      )}
      {q.interveneNote && <p className="tg-followup-note">{q.interveneNote}</p>}
    </section>
  )
})

/**
 * The follow-up (回访) questionnaire bound to a core session: the paper's title, no cancel button, a
 * `确认` that submits and never closes the dialog by itself, the intro, numbered questions (single, multi,
 * free text with `请填写该题的答案` and a 100-character counter), the waiver tip, intervene notes and the
 * closing notice. Validation and server messages show as toasts, `提交中...` while submitting, and the
 * refund-product dialog when the waiver question is answered 是.
 * @example
 * const [session] = useState(() => createFollowupSession(paper, ctx, deps))
 * useEffect(() => () => session.dispose(), [session])
 * return <FollowupPaperDialog session={session} refundProducts={products} onSubmitted={done} />
 */
export function FollowupPaperDialog({
  session,
  visible = true,
  refundProducts,
  refundProductsState = 'ready',
  refundQuotes,
  refundQuotesState,
  onRetryRefundProducts,
  onSubmitted,
  notify = showToast,
}: FollowupPaperDialogProps) {
  const view = useObservable(session.state$, selectView)
  const status = useObservable(session.state$, selectStatus)
  const loading = useObservable(session.state$, selectLoading)
  const notice = useObservable(session.state$, selectNotice)
  useDialogFocus(visible, 'tg-followup-body')

  // Each notice has its own id, so the same message toasts again on the next failed attempt; the id also
  // keeps a new `notify` function (an inline arrow in the parent) from toasting the same notice twice.
  const shownNotice = useRef<number | null>(null)
  useEffect(() => {
    if (!notice || shownNotice.current === notice.id) return
    shownNotice.current = notice.id
    notify(notice.text)
  }, [notice, notify])

  useEffect(() => {
    if (!loading) return
    return showLoading(messages.submitting)
  }, [loading])

  const submit = async (withoutRefund = false) => {
    const outcome = await (withoutRefund ? session.submitWithoutRefund() : session.submit())
    if (outcome.ok) onSubmitted?.(outcome.value)
  }

  return (
    <>
      <Dialog
        bodyClassName="tg-followup-body"
        visible={visible}
        title={view.title}
        aria-label={view.title || messages.dialogTitle}
        closeOnAction={false}
        closeOnMaskClick={false}
        actions={[{ key: 'confirm', text: messages.confirm, bold: true, onClick: () => submit() }]}
        content={
          <div className="tg-followup">
            <p className="tg-card-text">{view.intro}</p>
            {view.waiverTip && (
              <p className="tg-followup-tip" role="status">
                {view.waiverTip}
              </p>
            )}
            {view.questions
              .filter((q) => q.visible)
              .map((q) => (
                <Question key={q.no} question={q} session={session} />
              ))}
            <p className="tg-card-meta">{view.closingNotice}</p>
          </div>
        }
      />
      <CancellationDialog
        visible={visible && status === 'selectingRefund'}
        products={refundProducts}
        productsState={refundProductsState}
        {...(refundQuotes ? { quotes: refundQuotes } : {})}
        {...(refundQuotesState ? { quotesState: refundQuotesState } : {})}
        {...(onRetryRefundProducts ? { onRetry: onRetryRefundProducts } : {})}
        onContinueWithout={() => void submit(true)}
        onCancel={() => session.cancelRefundSelection()}
        onConfirm={(orderIds) => {
          session.setRefundOrders(orderIds)
          void submit()
        }}
        notify={notify}
      />
    </>
  )
}

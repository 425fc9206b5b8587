import { BehaviorSubject } from 'rxjs'
import type { FollowupPaper } from '../model/followupPaper.js'
import { PAPER_TYPES } from '../model/followupPaper.js'
import { messages } from '../messages.js'
import type { StateStream } from '../streams/stateStream.js'
import { buildFollowupSubmission, type FollowupSubmission } from './buildFollowupSubmission.js'
import {
  deriveFollowupView,
  type FollowupContext,
  type FollowupOptionView,
  type FollowupQuestionView,
  type FollowupView,
} from './deriveFollowupView.js'
import { answerOptionNos, questionKind, type FollowupAnswers } from './followupQuestions.js'
import { initialFollowupAnswers } from './initialFollowupAnswers.js'
import { needsRefundSelection } from './needsRefundSelection.js'
import { limitMessageOnAnswer, validateFollowup } from './validateFollowup.js'

/** What POST /api/user/submitFollowupPaper answers (spec §7): iRet 0 is success. */
export interface FollowupSubmitResult {
  iRet: number
  message?: string
  list?: readonly unknown[]
}

/** Everything the session needs from the platform; the app wires these. */
export interface FollowupSessionDeps {
  /** Sends the submission (the API client's submitFollowupPaper). May reject; that counts as a failure. */
  submit(submission: FollowupSubmission): Promise<FollowupSubmitResult>
  /** Runs `fn` after `ms`; defaults to the global setTimeout. Tests pass a fake. */
  schedule?: (fn: () => void, ms: number) => void
  /** Delay before loading hides after a successful submit (spec §9: 1 s). */
  loadingDelayMs?: number
  /** Type 2 success: forget the stored paper (client store `followupPaper`). */
  clearStoredPaper?: () => void
  /** Type 2 success: hide the root overlay (show-paper flag off). */
  hideOverlay?: () => void
  /** Type 2 success: give the page its pull-refresh back. */
  restorePullRefresh?: () => void
  /** Answers to start from; defaults to those carried by the paper. */
  initialAnswers?: FollowupAnswers
}

export type FollowupSessionStatus = 'answering' | 'selectingRefund' | 'submitting' | 'submitted'

export interface FollowupSessionState {
  paper: FollowupPaper
  answers: FollowupAnswers
  view: FollowupView
  /** Order ids chosen in the refund-product dialog. */
  refundOrderIds: string[]
  /** 'selectingRefund': the app shows the refund-product dialog (waiver question answered 是). */
  status: FollowupSessionStatus
  /** Show the 提交中... loading. */
  loading: boolean
  /** A message to toast; `id` changes for every new notice, so the same text can show twice. */
  notice: { id: number; text: string } | null
  /** Type 1 papers: `Number(list[0])` of the successful submit. */
  result: number | null
}

export type FollowupSubmitOutcome =
  | { ok: true; value: number | null }
  | { ok: false; reason: 'invalid' | 'needsRefundSelection' | 'server' | 'busy'; message: string | null }

export interface FollowupSession {
  /** Emits only on change; unchanged parts (views of untouched questions) keep their references. */
  state$: StateStream<FollowupSessionState>
  /** Sets question `no`'s answer: option numbers "1;3" or free text. */
  answer(no: number, value: string): void
  /** Taps an option: single choice selects it, multiple choice toggles it. */
  toggleOption(no: number, optionNo: number): void
  /** The order ids ticked in the refund-product dialog. */
  setRefundOrders(orderIds: readonly string[]): void
  /** Closes the refund-product dialog without submitting. */
  cancelRefundSelection(): void
  /** Validates, asks for the refund selection when needed, then submits. Never rejects. */
  submit(): Promise<FollowupSubmitOutcome>
  /**
   * The way out of the refund-product step when nothing can be cancelled (no cancellable orders, or their list
   * failed to load): validates and submits the answers as given, with no refund orders. The waiver answer 是 is
   * still sent, so the firm learns the wish to cancel (decision wave2-reach-5). Never rejects.
   */
  submitWithoutRefund(): Promise<FollowupSubmitOutcome>
  /** Completes the stream. */
  dispose(): void
}

const sameOption = (a: FollowupOptionView, b: FollowupOptionView) =>
  a.no === b.no && a.answer === b.answer && a.checked === b.checked

function sameQuestion(a: FollowupQuestionView, b: FollowupQuestionView): boolean {
  return (
    a.no === b.no &&
    a.displayNo === b.displayNo &&
    a.topic === b.topic &&
    a.kind === b.kind &&
    a.text === b.text &&
    a.visible === b.visible &&
    a.interveneNote === b.interveneNote &&
    a.placeholder === b.placeholder &&
    a.options.length === b.options.length &&
    a.options.every((o, i) => sameOption(o, b.options[i] as FollowupOptionView))
  )
}

// Keeps the previous objects where nothing changed, so React rows of untouched questions do not re-render.
function reuseView(prev: FollowupView, next: FollowupView): FollowupView {
  const questions = next.questions.map((q, i) => {
    const p = prev.questions[i]
    return p && sameQuestion(p, q) ? p : q
  })
  const unchanged =
    questions.length === prev.questions.length &&
    questions.every((q, i) => q === prev.questions[i]) &&
    next.title === prev.title &&
    next.intro === prev.intro &&
    next.closingNotice === prev.closingNotice &&
    next.waiverShown === prev.waiverShown &&
    next.waiverTip === prev.waiverTip
  return unchanged ? prev : { ...next, questions }
}

const defaultSchedule = (fn: () => void, ms: number): void => {
  // core has no DOM or Node types; every JS host it targets has a global setTimeout.
  ;(globalThis as unknown as { setTimeout(f: () => void, t: number): unknown }).setTimeout(fn, ms)
}

/**
 * The follow-up questionnaire as a session: state stream + commands over the pure rules
 * (deriveFollowupView, validateFollowup, needsRefundSelection, buildFollowupSubmission).
 *
 * Submit: invalid → `notice` with the first validation message; waiver question answered 是 and no
 * refund orders chosen yet → status 'selectingRefund' (show the refund dialog, then `setRefundOrders(ids)`
 * and `submit()` again); otherwise `loading` on and `deps.submit(...)`. Success: type 1 resolves with
 * `Number(list[0])`; type 2 calls clearStoredPaper, hideOverlay and restorePullRefresh; loading hides
 * after 1 s. Failure: every answer is kept, loading off, the server message becomes the `notice`.
 *
 * @example
 * const session = createFollowupSession(paper, { userName, fundAccount: cid, productName }, {
 *   submit: (submission) => api.user.submitFollowupPaper(submission),
 *   clearStoredPaper: () => clientStore.setFollowupPaper(null),
 *   hideOverlay: () => clientStore.update({ showFollowupPaper: false }),
 * })
 * // React: const view = useObservable(session.state$, (s) => s.view), the session created in an effect
 * const subscription = session.state$.subscribe((state) => render(state.view))
 * session.toggleOption(1, 2) // option 2 of question 1 tapped; text typed: session.answer(no, text)
 * const outcome = await session.submit() // never rejects
 * if (outcome.ok && paper.type === 1) onDone(outcome.value)
 * subscription.unsubscribe()
 * session.dispose() // when the dialog closes
 */
export function createFollowupSession(
  paper: FollowupPaper,
  ctx: FollowupContext,
  deps: FollowupSessionDeps,
): FollowupSession {
  const schedule = deps.schedule ?? defaultSchedule
  const loadingDelayMs = deps.loadingDelayMs ?? 1000
  const answers0 = { ...(deps.initialAnswers ?? initialFollowupAnswers(paper)) }
  const subject = new BehaviorSubject<FollowupSessionState>({
    paper,
    answers: answers0,
    view: deriveFollowupView(paper, answers0, ctx),
    refundOrderIds: [],
    status: 'answering',
    loading: false,
    notice: null,
    result: null,
  })
  let noticeId = 0

  const update = (patch: Partial<FollowupSessionState>) => {
    const prev = subject.getValue()
    const changed = (Object.keys(patch) as (keyof FollowupSessionState)[]).some((k) => patch[k] !== prev[k])
    if (changed && !subject.closed) subject.next({ ...prev, ...patch })
  }
  const notice = (text: string) => ({ id: ++noticeId, text })

  const setAnswer = (no: number, value: string) => {
    const s = subject.getValue()
    if (s.status === 'submitting' || s.status === 'submitted') return
    if (!paper.questions.some((q) => q.no === no) || s.answers[no] === value) return
    const answers = { ...s.answers, [no]: value }
    const limit = limitMessageOnAnswer(paper, no, value)
    update({
      answers,
      view: reuseView(s.view, deriveFollowupView(paper, answers, ctx)),
      ...(limit ? { notice: notice(limit) } : {}),
    })
  }

  // submit and submitWithoutRefund: the same path; only the refund step differs.
  const run = async (withoutRefund: boolean): Promise<FollowupSubmitOutcome> => {
    const s = subject.getValue()
    if (s.status === 'submitting' || s.status === 'submitted')
      return { ok: false, reason: 'busy', message: null }
    const invalid = validateFollowup(paper, s.answers)
    if (invalid) {
      update({ notice: notice(invalid) })
      return { ok: false, reason: 'invalid', message: invalid }
    }
    const refund = needsRefundSelection(paper, s.answers)
    if (refund && s.refundOrderIds.length === 0 && !withoutRefund) {
      update({ status: 'selectingRefund' })
      return { ok: false, reason: 'needsRefundSelection', message: null }
    }
    update({ status: 'submitting', loading: true })
    let res: FollowupSubmitResult
    try {
      res = await deps.submit(buildFollowupSubmission(paper, s.answers, withoutRefund ? [] : s.refundOrderIds))
    } catch {
      // A thrown error carries no text meant for investors (the API client maps known failures to iRet).
      res = { iRet: 500, message: messages.followupSubmitFailed }
    }
    if (res.iRet !== 0) {
      const text = res.message || messages.followupSubmitFailed
      update({ status: 'answering', loading: false, notice: notice(text) })
      return { ok: false, reason: 'server', message: text }
    }
    const value = paper.type === PAPER_TYPES.beforePurchase ? Number(res.list?.[0]) : null
    update({ status: 'submitted', result: value })
    if (paper.type === PAPER_TYPES.afterLogin) {
      deps.clearStoredPaper?.()
      deps.hideOverlay?.()
      deps.restorePullRefresh?.()
    }
    schedule(() => update({ loading: false }), loadingDelayMs)
    return { ok: true, value }
  }

  const state$ = Object.assign(subject.asObservable(), { getValue: () => subject.getValue() })

  return {
    state$,
    answer: setAnswer,
    toggleOption(no, optionNo) {
      const q = paper.questions.find((x) => x.no === no)
      if (!q || questionKind(q) === 'text') return
      if (questionKind(q) === 'single') return setAnswer(no, String(optionNo))
      const current = answerOptionNos(subject.getValue().answers[no])
      const next = current.includes(optionNo) ? current.filter((n) => n !== optionNo) : [...current, optionNo]
      // Keep the option order of the paper, whatever order the investor tapped.
      const ordered = q.options.map((o) => o.no).filter((n) => next.includes(n))
      setAnswer(no, ordered.join(';'))
    },
    setRefundOrders(orderIds) {
      const prev = subject.getValue().refundOrderIds
      const ids = [...new Set(orderIds)]
      if (ids.length !== prev.length || ids.some((id, i) => id !== prev[i])) update({ refundOrderIds: ids })
    },
    cancelRefundSelection() {
      if (subject.getValue().status === 'selectingRefund') update({ status: 'answering' })
    },
    submit: () => run(false),
    submitWithoutRefund: () => run(true),
    dispose() {
      subject.complete()
    },
  }
}

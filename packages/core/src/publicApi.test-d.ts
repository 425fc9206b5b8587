// Type-level checks of the public generics and contract shapes (checked by `tsc -p tsconfig.json`).
import { expectTypeOf } from 'vitest'
import {
  buildFollowupSubmission,
  createFollowupSession,
  createPrivilegeCache,
  deriveFollowupView,
  parseFollowupPaper,
  validateFollowup,
  type FollowupPaper,
  type FollowupSessionState,
  type ParseResult,
  type StateStream,
} from './index.js'

declare const paper: FollowupPaper

const cache = createPrivilegeCache({ fetchList: () => Promise.resolve([{ productId: 'P1' }]), now: () => 0 })
expectTypeOf(cache.get()).resolves.toEqualTypeOf<readonly { productId: string }[]>()
expectTypeOf(cache.privileges$.getValue()).toEqualTypeOf<readonly { productId: string }[]>()

expectTypeOf(parseFollowupPaper).returns.toEqualTypeOf<ParseResult<FollowupPaper>>()
expectTypeOf(validateFollowup(paper, {})).toEqualTypeOf<string | null>()
expectTypeOf(
  deriveFollowupView(paper, {}, { userName: '', fundAccount: '' }).questions[0]?.kind,
).toEqualTypeOf<'single' | 'multi' | 'text' | undefined>()
expectTypeOf(buildFollowupSubmission(paper, {}).refundOrders).toEqualTypeOf<{ orderId: string }[]>()

const session = createFollowupSession(
  paper,
  { userName: '', fundAccount: '' },
  { submit: () => Promise.resolve({ iRet: 0 }) },
)
expectTypeOf(session.state$).toEqualTypeOf<StateStream<FollowupSessionState>>()
expectTypeOf(paper.questions[0]?.isWaiverQuestion).toEqualTypeOf<boolean | undefined>()
expectTypeOf(paper.exceptionNos).toEqualTypeOf<number[]>()

// The 10-line example of packages/core/README.md, type-checked by `tsc -p packages/core` (pnpm typecheck)
// against the public entry. Above the marker: the names the example takes from its surroundings.
/* eslint-disable @typescript-eslint/no-unused-expressions -- an adopter's code: it shows values in comments */
import type { FollowupSubmission, FollowupSubmitResult, FollowupView } from './index.js'

declare const json: unknown
declare const api: { submitFollowupPaper(body: FollowupSubmission): Promise<FollowupSubmitResult> }
declare function render(view: FollowupView): void

// ---- README example (tooling/readmeExamples.test.ts keeps it equal to the README) ----
import { parseFollowupPaper, deriveFollowupView, validateFollowup, createFollowupSession } from './index.js'

const parsed = parseFollowupPaper(json)            // lenient; never throws
if (!parsed.ok) throw new Error(parsed.error)      // 'FollowupPaper: questions.0.no: expected a number, …'
const paper = parsed.value
const ctx = { userName: '张三', fundAccount: '880001234' }
deriveFollowupView(paper, { 1: '2' }, ctx).waiverTip // '由于第1题回答"否"，请完成第4题'
validateFollowup(paper, {})                          // '请完成第1题后再提交'
const session = createFollowupSession(paper, ctx, { submit: (body) => api.submitFollowupPaper(body) })
session.state$.subscribe((s) => render(s.view))

#!/usr/bin/env node
// Another web property reusing the follow-up rules of @tougu/core without DOM or React: load a paper
// and answers from JSON files, print what the dialog would show and whether it could be submitted.
//
//   node src/followup.mjs [paper.json] [answers.json] [--json]
//
// answers.json is either a plain map { "<question no>": "1;3" | "free text" } or
// { "context": { "userName", "fundAccount", "productName"? }, "answers": {…}, "refundOrderIds": [...] }.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  buildFollowupSubmission,
  deriveFollowupView,
  needsRefundSelection,
  parseFollowupPaper,
  validateFollowup,
} from '@tougu/core'

const here = (p) => fileURLToPath(new URL(p, import.meta.url))
const args = process.argv.slice(2)
const asJson = args.includes('--json')
const [paperPath = here('../data/paper.json'), answersPath = here('../data/answers.json')] = args.filter(
  (a) => !a.startsWith('--'),
)

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (e) {
    console.error(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`)
    process.exit(2)
  }
}

const parsed = parseFollowupPaper(readJson(paperPath))
if (!parsed.ok) {
  console.error(parsed.error)
  process.exit(1)
}
const paper = parsed.value
const input = readJson(answersPath)
const wrapped = input && typeof input === 'object' && 'answers' in input
const answers = wrapped ? input.answers : input
const context = { userName: '', fundAccount: '', ...(wrapped ? input.context : {}) }
const refundOrderIds = wrapped && Array.isArray(input.refundOrderIds) ? input.refundOrderIds : []

const view = deriveFollowupView(paper, answers, context)
const validation = validateFollowup(paper, answers)
const refund = needsRefundSelection(paper, answers)
const submission = buildFollowupSubmission(paper, answers, refundOrderIds)

if (asJson) {
  console.log(JSON.stringify({ view, validation, needsRefundSelection: refund, submission }, null, 2))
} else {
  const lines = [`# ${view.title}`, view.intro, '']
  for (const q of view.questions.filter((x) => x.visible)) {
    lines.push(`${q.displayNo}. ${q.topic} [${q.kind}]`)
    if (q.kind === 'text') lines.push(`   > ${q.text || `(${q.placeholder})`}`)
    for (const o of q.options)
      lines.push(
        `   ${q.kind === 'multi' ? (o.checked ? '[x]' : '[ ]') : o.checked ? '(•)' : '( )'} ${o.answer.trim()}`,
      )
    if (q.interveneNote) lines.push(`   ${q.interveneNote}`)
  }
  if (view.waiverTip) lines.push('', view.waiverTip)
  lines.push('', view.closingNotice, '')
  lines.push(`validation: ${validation ?? 'OK'}`)
  lines.push(`needs refund selection: ${refund ? 'yes' : 'no'}`)
  lines.push(`submission: ${JSON.stringify(submission)}`)
  console.log(lines.join('\n'))
}
process.exitCode = validation === null ? 0 : 3

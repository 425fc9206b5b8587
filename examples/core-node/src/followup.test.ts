import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const example = fileURLToPath(new URL('../', import.meta.url))
const coreSrc = join(root, 'packages/core/src')
const coreDist = join(root, 'packages/core/dist/index.js')

function newestMtime(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir).map((name) => {
      const p = join(dir, name)
      const s = statSync(p)
      return s.isDirectory() ? newestMtime(p) : name.endsWith('.test.ts') ? 0 : s.mtimeMs
    }),
  )
}

// As scripts/pnpm.mjs does: the running pnpm when invoked through it, else `npx -y pnpm@10`.
function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath
  return execPath?.includes('pnpm') ? [process.execPath, [execPath]] : ['npx', ['-y', 'pnpm@10']]
}

// `pnpm test` builds before Vitest, so dist is fresh and nothing is rebuilt here (no race with other
// suites). Run on its own, the test builds core first when dist is missing or older than its sources.
beforeAll(() => {
  if (existsSync(coreDist) && statSync(coreDist).mtimeMs >= newestMtime(coreSrc)) return
  const [cmd, args] = pnpmCommand()
  const r = spawnSync(cmd, [...args, '--filter', '@tougu/core', 'build'], { cwd: root, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`building @tougu/core failed:\n${r.stdout}\n${r.stderr}`)
})

function run(...args: string[]) {
  const r = spawnSync(process.execPath, ['src/followup.mjs', ...args], { cwd: example, encoding: 'utf8' })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

describe('examples/core-node: follow-up rules in plain Node', () => {
  it('prints the view and the first validation message for the sample answers', () => {
    const { code, out, err } = run('data/paper.json', 'data/answers.json')
    expect(err).toBe('')
    expect(code).toBe(3)
    expect(out).toContain('# 投顾业务回访问卷')
    expect(out).toContain('尊敬的投资者张三（资金账号：880001234）')
    expect(out).toContain('由于第1题回答"否"，请完成第4题')
    expect(out).toContain('4. 您是否申请解约上述投顾产品？ [single]')
    expect(out).toContain('   (•) 否')
    expect(out).toContain('   [x] 电话')
    expect(out).toContain('*将会有工作人员与您联系确认相关事项')
    expect(out).toContain('非法证券活动')
    expect(out).toContain('validation: 请完成第4题后再提交')
    expect(out).toContain('needs refund selection: no')
  })

  it('accepts complete answers and prints the submission with the refund orders', () => {
    const { code, out } = run('data/paper.json', 'data/answers-complete.json', '--json')
    expect(code).toBe(0)
    const result = JSON.parse(out) as {
      validation: string | null
      needsRefundSelection: boolean
      view: { waiverShown: boolean; questions: { displayNo: number; visible: boolean }[] }
      submission: { paperAnswer: { no: number; answer: string }[]; refundOrders: { orderId: string }[] }
    }
    expect(result.validation).toBeNull()
    expect(result.needsRefundSelection).toBe(true)
    expect(result.view.waiverShown).toBe(true)
    expect(result.submission.paperAnswer).toContainEqual({ no: 5, answer: '1;3' })
    expect(result.submission.paperAnswer).toContainEqual({ no: 6, answer: '服务很好' })
    expect(result.submission.refundOrders).toEqual([{ orderId: '9001' }])
  })

  it('hides the waiver question when no exception question is answered 否', () => {
    const r = run('data/paper.json', 'data/answers-no-waiver.json')
    expect(r.code).toBe(0)
    expect(r.out).not.toContain('您是否申请解约上述投顾产品')
    expect(r.out).toContain('4. 您获取投资建议的渠道（可多选） [multi]')
    expect(r.out).toContain('validation: OK')
  })

  it('rejects a malformed paper with a clear message instead of a stack trace', () => {
    const { code, err } = run('data/bad-paper.json', 'data/answers.json')
    expect(code).toBe(1)
    expect(err.trim()).toBe('FollowupPaper: questions.0.no: expected a number, got "第一题"')
    const missing = run('data/no-such-paper.json')
    expect(missing.code).toBe(2)
    expect(missing.err).toContain('cannot read data/no-such-paper.json')
  })
})

// The device conformance page: open it inside your own webview (your host installed, this origin on its
// allow-list). The automatic cases of src/conformance.ts run at once against your host; the cases that need a
// person (a tap on the menu, closing a sheet) run one by one from their 开始 button. Every case shows pass/fail.
// With ?child=1 it is the child page the openWebview case opens: one button that closes its webview.
import { createNativeChannel } from '@tougu/bridge'
import { MANUAL_CASES, openConformance, type ConformanceResult, type Operator } from './conformance.js'

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T

type Status = ConformanceResult['status'] | 'todo' | 'running'
const VERDICT: Record<Status, string> = { pass: '通过', fail: '失败', skip: '未覆盖', todo: '待操作', running: '进行中' }

function renderChild(): void {
  document.body.replaceChildren()
  const title = document.createElement('h1')
  title.textContent = '子页面（openWebview 打开）'
  const close = document.createElement('button')
  close.type = 'button'
  close.id = 'close-child'
  close.textContent = '关闭此页'
  const note = document.createElement('p')
  const channel = createNativeChannel({ window })
  close.addEventListener('click', () => {
    channel.call('closeWebview', {}).catch((e: unknown) => {
      note.textContent = `closeWebview 失败：${e instanceof Error ? e.message : String(e)}`
    })
  })
  document.body.append(title, close, note)
}

function line(li: HTMLLIElement, status: Status, name: string, detail: string): void {
  li.dataset.status = status
  const verdict = li.querySelector('.verdict') ?? document.createElement('span')
  verdict.className = 'verdict'
  verdict.textContent = `${VERDICT[status]} · ${name}`
  const small = li.querySelector('small.detail') ?? document.createElement('small')
  small.className = 'detail'
  small.textContent = detail
  li.prepend(verdict)
  if (!small.isConnected) verdict.after(small)
}

function main(): void {
  const session = openConformance(window)
  const summary = $<HTMLParagraphElement>('summary')
  const autoList = $<HTMLOListElement>('auto')
  const manualList = $<HTMLOListElement>('manual')
  const again = $<HTMLButtonElement>('again')

  const updateSummary = () => {
    const items = [...document.querySelectorAll<HTMLLIElement>('#auto > li, #manual > li')]
    const count = (s: Status) => items.filter((li) => li.dataset.status === s).length
    summary.dataset.failed = String(count('fail'))
    summary.textContent = `通过 ${count('pass')} · 失败 ${count('fail')} · 未覆盖 ${count('skip')} · 待操作 ${count('todo') + count('running')}（共 ${items.length} 项）`
  }

  async function runAuto() {
    again.disabled = true
    autoList.replaceChildren()
    summary.textContent = '自动检查运行中…'
    const results = await session.runAuto()
    for (const r of results) {
      const li = document.createElement('li')
      li.dataset.case = r.id
      line(li, r.status, r.name, r.detail)
      autoList.append(li)
    }
    document.body.dataset.auto = 'done'
    again.disabled = false
    updateSummary()
  }

  for (const c of MANUAL_CASES) {
    const li = document.createElement('li')
    li.dataset.case = c.id
    line(li, 'todo', c.name, `操作：${c.instruction}`)
    const instruction = document.createElement('div')
    instruction.className = 'instruction'
    const start = document.createElement('button')
    start.type = 'button'
    start.className = 'start'
    start.textContent = '开始'
    const answers = document.createElement('div')
    li.append(instruction, start, answers)
    const operator: Operator = {
      instruct: (text) => void (instruction.textContent = text),
      confirm: (question) =>
        new Promise((resolve) => {
          instruction.textContent = question
          const choose = (label: string, value: boolean) => {
            const b = document.createElement('button')
            b.type = 'button'
            b.textContent = label
            b.addEventListener('click', () => {
              answers.replaceChildren()
              resolve(value)
            })
            return b
          }
          answers.replaceChildren(choose('是', true), choose('否', false))
        }),
    }
    start.addEventListener('click', () => {
      start.disabled = true
      line(li, 'running', c.name, `操作：${c.instruction}`)
      instruction.textContent = c.instruction
      updateSummary()
      void session.runManual(c.id, operator).then((r) => {
        instruction.textContent = ''
        line(li, r.status, r.name, r.detail)
        start.disabled = false
        start.textContent = '重新开始'
        updateSummary()
      })
    })
    manualList.append(li)
  }

  again.addEventListener('click', () => void runAuto())
  void runAuto()
}

if (new URLSearchParams(location.search).get('child') === '1') renderChild()
else main()

// The device conformance page: open it inside your own webview (your host installed, this origin on its
// allow-list) and every case of src/conformance.ts runs against your host with a pass/fail line each.
import { runConformance } from './conformance.js'

const list = document.getElementById('results') as HTMLOListElement
const summary = document.getElementById('summary') as HTMLParagraphElement
const again = document.getElementById('again') as HTMLButtonElement

async function run() {
  again.disabled = true
  summary.textContent = '运行中…'
  list.replaceChildren()
  const results = await runConformance(window)
  for (const r of results) {
    const li = document.createElement('li')
    li.className = r.ok ? 'ok' : 'fail'
    li.dataset.ok = String(r.ok)
    const detail = document.createElement('small')
    detail.textContent = r.detail
    li.append(`${r.ok ? '通过' : '失败'} · ${r.name}`, detail)
    list.append(li)
  }
  const failed = results.filter((r) => !r.ok).length
  summary.textContent = failed ? `${failed} 项失败，共 ${results.length} 项` : `全部通过（${results.length} 项）`
  again.disabled = false
}

again.addEventListener('click', () => void run())
void run()

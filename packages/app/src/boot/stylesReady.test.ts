import { afterEach, describe, expect, it } from 'vitest'
import { stylesReady } from './stylesReady.js'

afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()))

function sheet(): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  document.head.append(link)
  return link
}

describe('stylesReady', () => {
  it('waits for every pending stylesheet, loaded or failed', async () => {
    const a = sheet()
    const b = sheet()
    let ready = false
    const waiting = stylesReady(document).then(() => (ready = true))
    await new Promise((r) => setTimeout(r, 0)) // the check runs once the document is parsed (a microtask here)
    a.dispatchEvent(new Event('load'))
    await Promise.resolve()
    await Promise.resolve()
    expect(ready).toBe(false)
    b.dispatchEvent(new Event('error'))
    await waiting
    expect(ready).toBe(true)
  })

  it('resolves at once without stylesheets, and at the latest after the time limit', async () => {
    await expect(stylesReady(document)).resolves.toBeUndefined()
    sheet()
    const started = Date.now()
    await stylesReady(document, 20)
    expect(Date.now() - started).toBeGreaterThanOrEqual(15)
  })
})

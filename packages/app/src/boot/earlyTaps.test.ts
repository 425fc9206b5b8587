import { afterEach, describe, expect, it } from 'vitest'
import { keepEarlyTaps, replayEarlyTap } from './earlyTaps.js'

/** `#root` as the server sends it: marked when it holds a rendered first screen. */
function page(marked: boolean) {
  document.body.innerHTML = `<div id="root"${marked ? ' data-ssr-route="/index" data-ssr-env="web"' : ''}><button id="b">搜索</button><button id="c">锦囊</button><a id="l" href="#x">链接</a></div><button id="out">外</button>`
  const taps: string[] = []
  for (const id of ['b', 'c', 'l', 'out']) document.getElementById(id)!.addEventListener('click', () => taps.push(id))
  return taps
}

afterEach(() => replayEarlyTap(document))

describe('taps on the server’s first screen before the app takes it over', () => {
  it('runs the last tap on its element again once the takeover starts, and then stops keeping taps', () => {
    const taps = page(true)
    keepEarlyTaps(document)
    document.getElementById('b')!.click()
    document.getElementById('c')!.click()
    taps.length = 0
    replayEarlyTap(document)
    expect(taps).toEqual(['c'])
    document.getElementById('b')!.click()
    replayEarlyTap(document)
    expect(taps).toEqual(['c', 'b'])
  })

  it('leaves links and taps outside #root alone, and an element no longer in the page', () => {
    const taps = page(true)
    keepEarlyTaps(document)
    document.getElementById('l')!.click()
    document.getElementById('out')!.click()
    taps.length = 0
    replayEarlyTap(document)
    expect(taps).toEqual([])

    page(true)
    keepEarlyTaps(document)
    const b = document.getElementById('b')!
    b.click()
    b.remove()
    expect(() => replayEarlyTap(document)).not.toThrow()
  })

  it('keeps nothing on a page the server did not render (index.html’s shell)', () => {
    const taps = page(false)
    keepEarlyTaps(document)
    document.getElementById('b')!.click()
    taps.length = 0
    replayEarlyTap(document)
    expect(taps).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { firstScreenAttributes, readFirstScreenMark } from './firstScreenMark.js'

/** `#root` with the given attributes, as the browser parses the page. */
function rootWith(attributes: string): Element {
  const holder = document.createElement('div')
  holder.innerHTML = `<div id="root"${attributes}></div>`
  return holder.firstElementChild!
}

describe('the first screen mark on #root', () => {
  it('reads back what the server wrote: route, environment and the instant it rendered at', () => {
    const mark = { route: '/tips/list', environment: 'wechat' as const, renderedAt: 1_795_795_170_000 }
    expect(readFirstScreenMark(rootWith(firstScreenAttributes(mark)))).toEqual(mark)
  })

  it('escapes what it writes, so a route cannot end the attribute', () => {
    const mark = { route: '/x"><script>', environment: 'web' as const, renderedAt: 1_795_795_170_000 }
    const root = rootWith(firstScreenAttributes(mark))
    expect(root.getAttributeNames().sort()).toEqual(['data-ssr-env', 'data-ssr-now', 'data-ssr-route', 'id'])
    expect(readFirstScreenMark(root)?.route).toBe('/x"><script>')
  })

  it('is no mark where the server rendered nothing or wrote one that is not whole', () => {
    expect(readFirstScreenMark(rootWith(''))).toBeNull()
    expect(readFirstScreenMark(rootWith(' data-ssr-route="/index" data-ssr-env="web"'))).toBeNull()
    for (const now of ['', 'soon', '-5', '1.5', '1e400', '0']) {
      expect(readFirstScreenMark(rootWith(` data-ssr-route="/index" data-ssr-env="web" data-ssr-now="${now}"`)), now).toBeNull()
    }
  })
})

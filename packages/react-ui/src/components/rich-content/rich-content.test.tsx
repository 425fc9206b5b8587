// @vitest-environment jsdom
// DOMPurify needs a standards-complete DOM: in happy-dom its cached DOM getters miss and it fails open
// (docs/decisions.md, react-ui-7), so the corpus runs where the sanitizer really works.
import { fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RichContent, sanitizeHtml } from '../../index.js'

// Known XSS payloads (OWASP cheat sheet, PortSwigger, DOMPurify's mXSS cases). Each calls __xss(n) if it runs.
const payloads = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<body onload=__xss(4)>',
  '<iframe src="javascript:__xss(5)"></iframe>',
  '<a href="javascript:__xss(6)">x</a>',
  '<a href="JaVaScRiPt:__xss(7)">x</a>',
  '<a href="&#106;avascript:__xss(8)">x</a>',
  '<a href="java&#x09;script:__xss(9)">x</a>',
  '<a href=" javascript:__xss(10)">x</a>',
  '<img src="x" onmouseover="__xss(11)">',
  '<div onclick="__xss(12)">x</div>',
  '<input autofocus onfocus=__xss(13)>',
  '<details open ontoggle=__xss(14)>x</details>',
  '<video><source onerror="__xss(15)"></video>',
  '<audio src=x onerror=__xss(16)>',
  '<object data="javascript:__xss(17)"></object>',
  '<embed src="javascript:__xss(18)">',
  '<form action="javascript:__xss(19)"><button>x</button></form>',
  '<button formaction="javascript:__xss(20)">x</button>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(21)>',
  '<svg><script>__xss(22)</script></svg>',
  '<svg><a xlink:href="javascript:__xss(23)"><text>x</text></a></svg>',
  '<svg><animate onbegin=__xss(24) attributeName=x dur=1s>',
  '<iframe srcdoc="<script>__xss(25)</script>"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(26)">',
  '<link rel=import href="data:text/html,<script>__xss(27)</script>">',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygyOCk8L3NjcmlwdD4=">x</a>',
  '<img src="javascript:__xss(29)">',
  '<base href="javascript:__xss(30)//">',
  '<div style="background:url(javascript:__xss(31))">x</div>',
  '<marquee onstart=__xss(32)>x</marquee>',
  '<img src=x:x onerror=__xss(34)// >',
  '<a href="vbscript:__xss(35)">x</a>',
  '<table background="javascript:__xss(36)"><tr><td>x</td></tr></table>',
  '<select autofocus onfocus=__xss(38)></select>',
  '<textarea autofocus onfocus=__xss(39)></textarea>',
  '"><img src=x onerror=__xss(41)>',
  '<img """><script>__xss(42)</script>">',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058__xss(43)">x</a>',
  '<svg><use href="data:image/svg+xml,<svg id=x><script>__xss(44)</script></svg>#x"/></svg>',
  '<svg><foreignObject><img src=x onerror=__xss(45)></foreignObject></svg>',
  '<form><input type=submit formaction=javascript:__xss(46)></form>',
  '<a href="javascript&colon;__xss(47)">x</a>',
  '<img src=x onerror="&#x5f;&#x5f;xss(48)">',
  '<p><a href="\u0001javascript:__xss(49)">x</a></p>',
]

const URL_ATTRS = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'background',
  'poster',
  'srcdoc',
]
const DANGEROUS_TAGS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'style',
  'svg',
  'math',
]

/** Everything that could run script from a DOM subtree; empty means nothing can execute. */
function dangers(root: ParentNode): string[] {
  const found: string[] = []
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase()
    if (DANGEROUS_TAGS.includes(tag)) found.push(`<${tag}>`)
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      // eslint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
      if (name.startsWith('on')) found.push(`${tag}[${name}]`)
      if (URL_ATTRS.includes(name) && /^(javascript|vbscript|data:text\/html)|^javascript&colon;/.test(value))
        found.push(`${tag}[${name}=${value}]`)
      if (name === 'style' && /javascript:|expression\(|url\(/.test(value)) found.push(`${tag}[style]`)
    }
  }
  return found
}

const hits: string[] = []
beforeEach(() => {
  hits.length = 0
  ;(window as unknown as { __xss: (n: unknown) => void }).__xss = (n) => hits.push(String(n))
})
afterEach(() => {
  delete (window as unknown as { __xss?: unknown }).__xss
})

describe('RichContent XSS corpus', () => {
  it('has at least 30 payloads, each of them dangerous when not sanitised', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30)
    // Parsed into an inert document (DOMParser runs nothing), so the control itself executes nothing.
    const harmlessRaw = payloads.filter(
      (p) => dangers(new DOMParser().parseFromString(p, 'text/html')).length === 0,
    )
    expect(harmlessRaw).toEqual([])
  })

  it.each(payloads.map((p, i) => [i + 1, p] as const))(
    'payload %i leaves nothing that can run: %s',
    async (_i, payload) => {
      const { container } = render(<RichContent html={`<p>前文</p>${payload}<p>后文</p>`} />)
      expect(dangers(container)).toEqual([])
      expect(container.querySelector('script')).toBeNull()
      // Poke everything a payload could hook: clicks, hovers, focus, load/error, toggles, animation events.
      for (const el of Array.from(container.querySelectorAll('*'))) {
        for (const type of ['click', 'mouseover', 'focus', 'load', 'error', 'toggle', 'start', 'begin'])
          fireEvent(el, new Event(type))
      }
      await new Promise((r) => setTimeout(r, 10))
      expect(hits).toEqual([])
      expect(container.textContent).toContain('前文')
    },
  )
})

describe('RichContent', () => {
  it('keeps ordinary markup and links, and lazy-loads images', () => {
    const { container } = render(
      <RichContent
        html={
          '<h2>展望</h2><p>关注<a href="https://example.com/a" target="_blank">报告</a></p><img src="/i/1.png" alt="图">'
        }
      />,
    )
    expect(container.querySelector('h2')?.textContent).toBe('展望')
    const a = container.querySelector('a')
    expect(a?.getAttribute('href')).toBe('https://example.com/a')
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer')
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('/i/1.png')
    expect(img?.getAttribute('loading')).toBe('lazy')
    expect(img?.getAttribute('alt')).toBe('图')
  })

  // One rule for every address from data (issue #34): the one banners and agreements follow (core's followableLink).
  it.each([
    ['a protocol-relative link', '<a href="//evil.example/x">x</a>', 'a', 'href'],
    ['a protocol-relative link with blanks', '<a href="  //evil.example/x">x</a>', 'a', 'href'],
    ['a backslash host', '<a href="/\\evil.example/x">x</a>', 'a', 'href'],
    ['a route out of the base', '<a href="/../../../x">x</a>', 'a', 'href'],
    ['an encoded route out of the base', '<a href="/tips/%2e%2e/%2E%2E/x">x</a>', 'a', 'href'],
    ['a relative link', '<a href="tips/brief?id=1">x</a>', 'a', 'href'],
    ['a mail link', '<a href="mailto:a@example.com">x</a>', 'a', 'href'],
    ['a protocol-relative picture', '<img src="//evil.example/pixel.gif">', 'img', 'src'],
    ['a picture out of the base', '<img src="/../x.png">', 'img', 'src'],
    ['a relative picture', '<img src="x">', 'img', 'src'],
  ])('drops %s', (_what, html, tag, attribute) => {
    const { container } = render(<RichContent html={html} />)
    expect(container.querySelector(tag)?.hasAttribute(attribute)).toBe(false)
  })

  it('keeps what followableLink follows, as it reads it', () => {
    const { container } = render(
      <RichContent
        html={
          '<a href=" /tips/brief?id=TP001 ">锦囊</a><a href="https://example.com/a/../b">外链</a><img src="https://cdn.example.com/a.png">'
        }
      />,
    )
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/tips/brief?id=TP001',
      'https://example.com/a/../b',
    ])
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png')
  })

  it('keeps inline base64 images but not other data: URLs', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('data:image/png;base64')
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).not.toContain('data:')
  })
})

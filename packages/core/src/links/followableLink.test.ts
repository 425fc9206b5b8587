import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { followableLink } from './followableLink.js'

describe('followableLink', () => {
  it('follows app routes as router paths', () => {
    expect(followableLink('/tips/brief?id=TP001')).toEqual({ kind: 'route', path: '/tips/brief?id=TP001' })
    expect(followableLink('/coupon/index')).toEqual({ kind: 'route', path: '/coupon/index' })
    expect(followableLink('  /live/list \n')).toEqual({ kind: 'route', path: '/live/list' })
  })

  it('follows http and https URLs with a host, in any case', () => {
    expect(followableLink('https://example.com/a?b=1#c')).toEqual({ kind: 'web', url: 'https://example.com/a?b=1#c' })
    expect(followableLink('http://example.com')).toEqual({ kind: 'web', url: 'http://example.com' })
    expect(followableLink('HTTPS://Example.com/x')).toEqual({ kind: 'web', url: 'HTTPS://Example.com/x' })
    expect(followableLink(' https://example.com/ ')).toEqual({ kind: 'web', url: 'https://example.com/' })
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:window.__pwned=1',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\njavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    '//evil.example/path',
    ' //evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://good.example\\@evil.example',
    'http:evil.example',
    'http:/evil.example',
    'https://',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'mailto:a@example.com',
    'tips/brief?id=1',
    '',
    '   ',
    'https://exa mple.com',
    '/tips/brief?id=1\u0000x',
    '/tips/\u0007brief',
    // Dot segments: the browser resolves them out of the app's base (issue #34: a banner's /../../../x left it).
    '/../../../x',
    '/tips/../../../x',
    '/./tips/list',
    '/tips/.',
    '/tips/..',
    '/..?id=1',
    '/..#top',
    '/%2e%2e/x',
    '/%2E%2E/%2e%2e/x',
    '/.%2e/x',
    '/%2e./x',
    '/%2E/x',
  ])('refuses %j', (link) => {
    expect(followableLink(link)).toBeNull()
  })

  it('keeps dots that are no path segment of their own', () => {
    for (const path of ['/tips/brief?next=../x', '/view/a..b/c.d', '/live/list#../top', '/v/...', '/v/.x', '/v/%2e%2e%2e'])
      expect(followableLink(path)).toEqual({ kind: 'route', path })
    // A web address keeps its host whatever its path says.
    expect(followableLink('https://example.com/a/../b')).toEqual({ kind: 'web', url: 'https://example.com/a/../b' })
  })

  it('follows a route only where the browser keeps it under the app base (WHATWG URL parser, any segments)', () => {
    const segment = fc.constantFrom('tips', 'a', '.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%2e.', 'a..', '...', '.a', '%2e%2e%2e', '')
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.constantFrom('', '?next=../x', '#..'), (segments, tail) => {
        const path = `/${segments.join('/')}${tail}`
        const link = followableLink(path)
        const stays = new URL(`/tougu${path}`, 'https://h.example').pathname.startsWith('/tougu/')
        const clean = !segments.some((s) => ['.', '..'].includes(decodeURIComponent(s.toLowerCase())))
        if (path.startsWith('//')) return
        expect(link !== null, path).toBe(clean)
        if (link) expect(stays, path).toBe(true)
      }),
    )
  })

  it('refuses missing values', () => {
    expect(followableLink(null)).toBeNull()
    expect(followableLink(undefined)).toBeNull()
  })

  it('never lets through anything but an app path or an http(s) URL (any input)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const link = followableLink(s)
        if (link === null) return
        if (link.kind === 'route') {
          expect(link.path.startsWith('/')).toBe(true)
          expect(link.path.startsWith('//')).toBe(false)

          // eslint-disable-next-line no-control-regex -- the property is about control characters
          expect(link.path).not.toMatch(/[\\\u0000-\u001f\u007f]/)
        } else {
          expect(link.url).toMatch(/^https?:\/\/[^/\\?#\s]/i)
          // eslint-disable-next-line no-control-regex -- the property is about control characters
          expect(link.url).not.toMatch(/[\u0000-\u001f\u007f]/)
        }
      }),
    )
    // Schemes in any case, with blanks and controls around and inside, are refused.
    fc.assert(
      fc.property(
        fc.constantFrom('javascript:', 'data:', 'vbscript:'),
        fc.array(fc.boolean(), { maxLength: 12 }),
        fc.constantFrom('', ' ', '\t', '\n', '\u0001', '\u001f'),
        (scheme, upper, noise) => {
          const mixed = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')
          expect(followableLink(`${noise}${mixed}alert(1)`)).toBeNull()
          expect(followableLink(`${mixed.slice(0, 2)}${noise}${mixed.slice(2)}alert(1)`)).toBeNull()
        },
      ),
    )
  })
})

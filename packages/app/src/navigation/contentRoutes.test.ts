import { describe, expect, it } from 'vitest'
import { adviserHomePath, contentExit, contentPath, readingPath, safeReturnTo, subscribePath } from './contentRoutes.js'

describe('content routes', () => {
  it('opens each kind of content on its page, by content id', () => {
    expect(contentPath({ kind: 'tips', id: 'TP001' })).toBe('/tips/brief?id=TP001')
    expect(contentPath({ kind: 'package', id: 'VP002' })).toBe('/view/pkgDetail?id=VP002')
    expect(contentPath({ kind: 'live', id: 'LV001' })).toBe('/live/detail?id=LV001')
    expect(contentPath({ kind: 'commission', id: 'CM 1' })).toBe('/commission/brief?id=CM%201')
  })

  it('reads each kind of content on its content page, not its introduction', () => {
    expect(readingPath({ kind: 'tips', id: 'TP001' })).toBe('/tips/detail?id=TP001')
    expect(readingPath({ kind: 'package', id: 'VP002' })).toBe('/view/pkgDetail?id=VP002')
    expect(readingPath({ kind: 'live', id: 'LV001' })).toBe('/live/detail?id=LV001')
    expect(readingPath({ kind: 'commission', id: 'CM&1' })).toBe('/commission/detail?id=CM%261')
  })

  it('after paying, returns to the paid content the investor was reading, else opens the reading page', () => {
    const tips = { kind: 'tips', id: 'TP001' } as const
    expect(contentExit(tips, '/tips/brief?id=TP001')).toBe('/tips/detail?id=TP001')
    expect(contentExit(tips, '/tips/detail?id=TP001')).toBe('/tips/detail?id=TP001')
    expect(contentExit({ kind: 'package', id: 'VP001' }, '/view/detail?id=OP0007')).toBe('/view/detail?id=OP0007')
    expect(contentExit({ kind: 'package', id: 'VP001' }, '/wx/view/detail?id=OP0007')).toBe('/wx/view/detail?id=OP0007')
    expect(contentExit(tips, '/usercenter/products')).toBe('/tips/detail?id=TP001')
    expect(contentExit(tips, null)).toBe('/tips/detail?id=TP001')
    expect(contentExit(null, '/usercenter/products')).toBe('/usercenter/products')
    expect(contentExit(null, null)).toBeNull()
  })

  it('opens an adviser on their home page, the id encoded as a query value', () => {
    expect(adviserHomePath('TG001')).toBe('/tougu/home?id=TG001')
    // Unencoded, `&x=1` would become a second parameter and `#` would cut the id off.
    expect(adviserHomePath('A&x=1#b')).toBe('/tougu/home?id=A%26x%3D1%23b')
    expect(new URLSearchParams(adviserHomePath('张 三+1').split('?')[1]).get('id')).toBe('张 三+1')
  })

  it('starts subscribing with the product id and the page to come back to', () => {
    expect(subscribePath('TIP1')).toBe('/sign/notice?productId=TIP1')
    expect(subscribePath('TIP1', '/tips/detail?id=TP001')).toBe(`/sign/notice?productId=TIP1&returnTo=${encodeURIComponent('/tips/detail?id=TP001')}`)
    // An unsafe return target is dropped, not carried.
    expect(subscribePath('TIP1', 'https://evil.example/')).toBe('/sign/notice?productId=TIP1')
  })

  it('accepts only app routes outside the signing flow as return targets', () => {
    expect(safeReturnTo('/tips/detail?id=TP001')).toBe('/tips/detail?id=TP001')
    expect(safeReturnTo('/wx/view/detail?id=OP0001')).toBe('/wx/view/detail?id=OP0001')
    expect(safeReturnTo('/index')).toBe('/index')
    for (const bad of [null, '', 'tips/detail', '//evil.example/x', '/\\evil.example', 'https://evil.example/tips/detail', 'javascript:alert(1)', '/nowhere', '/sign/done?orderId=1', `/tips/detail?id=${'x'.repeat(600)}`]) {
      expect(safeReturnTo(bad)).toBeNull()
    }
  })
})

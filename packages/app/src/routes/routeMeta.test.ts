import { describe, expect, it } from 'vitest'
import { missingParamRedirect, ROUTE_META, routeMetaFor } from './routeMeta.js'

// The route list of spec §2, copied from the spec's table.
const SPEC_ROUTES = `/index /search /live/list /live/detail /live/history /view/list /view/detail /view/share
/view/preview /view/list/hot48 /view/package /view/pkgDetail /usercenter/index /usercenter/order /tips/list
/tips/brief /tips/detail /tips/update /tips/atList /commission/list /commission/brief /commission/detail
/commission/update /commission/rules /tougu/list /tougu/home /tougu/detail /sign/notice /sign/purchase
/sign/risk /sign/attachRisk /sign/attachService /sign/attachCommissionService /sign/done
/sign/purchaseCommission /sign/commissionDone /coupon/index /coupon/product /coupon/tg /coupon/exchange
/coupon/exchangeSuccess /coupon/exchangeFail /quiz/index /quiz/tgList /quiz/list /quiz/detail /quiz/submit
/quiz/myList /quiz/tgPick /test`.split(/\s+/)
// Added for the contract's order endpoints (docs/decisions.md wave2-wxorders-2): order detail, held products.
const ADDED_ROUTES = ['/usercenter/orderDetail', '/usercenter/products']

describe('route meta', () => {
  it('covers exactly the routes of spec §2 and the added ones, each once and with a Chinese title', () => {
    const paths = ROUTE_META.map((m) => m.path)
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort())
    // One row per route across the three tables: a second row would win or lose silently in the lookups.
    expect(new Set(paths).size).toBe(paths.length)
    for (const m of ROUTE_META) expect(m.title).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('enables pull-down on home, adviser list and tips list, pull-up only on the two lists', () => {
    const withDown = ROUTE_META.filter((m) => m.pullRefresh.down).map((m) => m.path).sort()
    const withUp = ROUTE_META.filter((m) => m.pullRefresh.up).map((m) => m.path).sort()
    expect(withDown).toEqual(['/index', '/tips/list', '/tougu/list'])
    expect(withUp).toEqual(['/tips/list', '/tougu/list'])
  })

  it('answers unknown paths with the 404 title and trailing slashes with the route', () => {
    expect(routeMetaFor('/nope')).toEqual({ path: '/nope', title: '页面不存在', pullRefresh: { down: false, up: false } })
    expect(routeMetaFor('/tips/list/').title).toBe('锦囊')
  })

  it('gives the WeChat variant’s /wx pages the titles of the same screens', () => {
    expect(routeMetaFor('/wx/sign/purchase').title).toBe('产品签约')
    expect(routeMetaFor('/wx/sign/done/').title).toBe('订阅结果')
    expect(routeMetaFor('/wx').title).toBe('页面不存在')
    // The root redirects home: its first title and share are the home page's.
    expect(routeMetaFor('/').title).toBe('投顾社区')
  })

  it('sends a detail route opened without its id to the list it belongs to', () => {
    expect(missingParamRedirect('/commission/brief', '')).toBe('/commission/list')
    expect(missingParamRedirect('/tips/detail', '?id=')).toBe('/tips/list')
    expect(missingParamRedirect('/tips/detail', '?id=%20')).toBe('/tips/list')
    expect(missingParamRedirect('/view/pkgDetail', '?from=share')).toBe('/view/package')
    expect(missingParamRedirect('/coupon/tg', '?id=C1')).toBe('/coupon/index')
  })

  it('leaves complete addresses and routes without a requirement alone', () => {
    expect(missingParamRedirect('/commission/brief', '?id=COM1')).toBeNull()
    expect(missingParamRedirect('/coupon/tg', '?couponId=C1')).toBeNull()
    expect(missingParamRedirect('/tips/list', '')).toBeNull()
    expect(missingParamRedirect('/nope', '')).toBeNull()
  })

  it('points every requirement at a registered list without a requirement of its own', () => {
    const paths = new Set(ROUTE_META.map((m) => m.path))
    const required = ROUTE_META.filter((m) => m.requires)
    expect(required.length).toBeGreaterThan(10)
    for (const m of required) {
      expect(paths.has(m.requires!.fallback), m.path).toBe(true)
      expect(routeMetaFor(m.requires!.fallback).requires, m.path).toBeUndefined()
    }
  })
})

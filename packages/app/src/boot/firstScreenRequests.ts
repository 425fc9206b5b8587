import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'
import { parseSortMenu } from '@tougu/core'
import type { EndpointName } from '../services/queries.js'

/**
 * One request a first screen makes, as the screen makes it: the endpoint and request of its `useApiQuery(endpoint,
 * request)` (or `usePagedList(endpoint, request, { size })` when `pageSize` is set), and the endpoint's path, so the
 * boot entry can send the same request on the wire before any of the app's code has arrived (decision wave2-speed-6).
 * `firstScreenRequests.test.tsx` checks each against the contract (path, wire body) and against the screen's own
 * query (it renders the screen and compares keys).
 */
export interface FirstScreenRequest {
  endpoint: EndpointName
  /** The endpoint's path in the API contract. */
  path: string
  /** The screen's request object, field for field. */
  request: Record<string, unknown>
  /** usePagedList's page size: the first page adds `offset: 0, size: pageSize` on the wire. */
  pageSize?: number
  /** For an answer holding the screen's largest picture (home's first banner): its URL, to preload. */
  largestImage?: (answer: unknown) => string | undefined
}

const firstListImage = (answer: unknown): string | undefined => {
  const first = (answer as { list?: Array<{ imageUrl?: unknown }> } | null)?.list?.[0]
  return typeof first?.imageUrl === 'string' ? first.imageUrl : undefined
}

/**
 * Home's six requests (a section each), as Home asks them. The boot entry sends the first three ahead, the sections
 * above the fold; the lower three leave with their sections after the first paint (decision wave2-speed-7).
 */
export const HOME_REQUESTS = {
  banners: {},
  advisers: { offset: 0, size: 6 },
  live: { status: 'live', offset: 0, size: 3 },
  hot: { offset: 0, size: 3 },
  packages: { offset: 0, size: 3 },
  tips: { sort: 1, offset: 0, size: 3 },
} as const

const FIRST_SCREENS: Record<string, (params: URLSearchParams) => FirstScreenRequest[]> = {
  '/index': () => [
    { endpoint: 'home.getTgIndexBanners', path: '/api/getTgIndexBanners', request: HOME_REQUESTS.banners, largestImage: firstListImage },
    { endpoint: 'advisers.list', path: '/api/adviser/list', request: HOME_REQUESTS.advisers },
    { endpoint: 'live.list', path: '/api/live/list', request: HOME_REQUESTS.live },
  ],
  '/tips/list': (params) => [{ endpoint: 'tips.list', path: '/api/tips/list', request: { sort: parseSortMenu(params.get('sort')) }, pageSize: 20 }],
  '/view/detail': (params) => {
    const id = params.get('id')
    return id ? [{ endpoint: 'opinions.detail', path: '/api/view/detail', request: { id } }] : []
  },
}

/** The router's path of a page path: without the base and the WeChat variant's marker, without a trailing slash. */
export function firstScreenPath(basename: string, pathname: string): string {
  let path = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname
  const variant = `/${WECHAT_VARIANT_SEGMENT}/`
  if (path.startsWith(variant)) path = path.slice(variant.length - 1)
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * The requests of the screen at `path` (the router's path, see {@link firstScreenPath}) when it is one a visit
 * starts on often (home, the tips list, an opinion); none for other paths.
 * @example firstScreenRequests('/index', new URLSearchParams()).map((r) => r.endpoint) // ['home.getTgIndexBanners', …]
 */
export function firstScreenRequests(path: string, params: URLSearchParams): FirstScreenRequest[] {
  return FIRST_SCREENS[path]?.(params) ?? []
}

/** The body a request sends (the API client adds `basicInfo`): a paged list's first page adds offset and size. */
export function wireRequestOf(r: FirstScreenRequest): Record<string, unknown> {
  return r.pageSize ? { ...r.request, offset: 0, size: r.pageSize } : r.request
}

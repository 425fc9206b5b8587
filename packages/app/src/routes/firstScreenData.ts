import type { ApiClient } from '@tougu/core'
import { WECHAT_VARIANT_SEGMENT } from '@tougu/bridge'

/**
 * The API requests of the screens a visit can start on, made by the entry while the screen's chunk downloads
 * (decision wave2-speed-3): a first screen then waits for its code and its data in parallel, not one after the
 * other. Each request here must equal the screen's own, field for field (firstScreenData.test.tsx renders the
 * screens and compares), so the screen takes the answer instead of asking again.
 */
const FIRST_SCREEN_DATA: Record<string, (api: ApiClient, params: URLSearchParams) => Array<Promise<unknown>>> = {
  '/index': (api) => [
    api.home.getTgIndexBanners({}),
    api.advisers.list({ offset: 0, size: 6 }),
    api.live.list({ status: 'live', offset: 0, size: 3 }),
    api.opinions.hot48({ offset: 0, size: 3 }),
    api.opinions.packages({ offset: 0, size: 3 }),
    api.tips.list({ sort: 1, offset: 0, size: 3 }),
  ],
  '/tips/list': (api, params) => {
    // TipsList's sort menu: 1 (综合) unless the URL names another of the four.
    const sort = Number(params.get('sort'))
    return [api.tips.list({ offset: 0, size: 20, sort: sort === 2 || sort === 3 || sort === 4 ? sort : 1 })]
  },
  '/view/detail': (api, params) => {
    const id = params.get('id')
    return id ? [api.opinions.detail({ id })] : []
  },
}

/**
 * Starts the data of the screen at `pathname` (the router's path, without the base), if it is one of the first
 * screens above. Nothing for other paths.
 * @example prefetchFirstScreen(services.prefetch, '/index', new URLSearchParams())
 */
export function prefetchFirstScreen(
  prefetch: (run: (api: ApiClient) => unknown) => void,
  pathname: string,
  params: URLSearchParams,
): void {
  const variant = `/${WECHAT_VARIANT_SEGMENT}/`
  const path = pathname.startsWith(variant) ? pathname.slice(variant.length - 1) : pathname
  const start = FIRST_SCREEN_DATA[path.length > 1 ? path.replace(/\/+$/, '') : path]
  if (start) prefetch((api) => Promise.all(start(api, params)))
}

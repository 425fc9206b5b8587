import { prefetchEndpoint, prefetchPagedList, type QueryTarget } from '../services/queries.js'
import { firstScreenRequests } from './firstScreenRequests.js'

/**
 * Starts the first screen's queries under the screen's own keys (main.tsx, before the first render). Their requests
 * already left from the boot entry (earlyRequests.ts), so these take the answers, or join them in flight, and the
 * screen renders with its data. Resolves when all have settled; never rejects.
 * @example await prefetchFirstScreenQueries(services, '/index', new URLSearchParams())
 */
export async function prefetchFirstScreenQueries(target: QueryTarget, path: string, params: URLSearchParams): Promise<void> {
  await Promise.all(
    firstScreenRequests(path, params).map((r) =>
      r.pageSize
        ? prefetchPagedList(target, r.endpoint, r.request as never, { size: r.pageSize })
        : prefetchEndpoint(target, r.endpoint, r.request as never),
    ),
  )
}

/**
 * Lets the entry start a screen's API requests before the screen's code has arrived, and lets the screen take
 * those responses instead of asking again (decision wave2-speed-3). Requests started through `prefetch` are
 * kept by method, URL and body; the first identical request through `fetch` within `ttlMs` takes the response
 * (once), any other goes to the network. Screens keep their data code as it is: the match is on the wire.
 */
export interface FirstScreenFetch {
  /** The fetch of the app's API client: takes a matching prefetched response, else fetches. */
  fetch: typeof fetch
  /** The fetch of the prefetching client: fetches and keeps the response for the next identical request. */
  prefetch: typeof fetch
}

async function keyOf(request: Request): Promise<string> {
  return `${request.method} ${request.url} ${await request.text()}`
}

/**
 * @example
 * const shared = createFirstScreenFetch()
 * const api = createApiClient({ baseUrl: '', fetch: shared.fetch })
 * const early = createApiClient({ baseUrl: '', fetch: shared.prefetch })
 * void early.home.getTgIndexBanners({}) // started now …
 * await api.home.getTgIndexBanners({}) // … taken here: no second request
 */
export function createFirstScreenFetch(
  base: typeof fetch = (input, init) => globalThis.fetch(input, init),
  { ttlMs = 15_000, now = () => Date.now() }: { ttlMs?: number; now?: () => number } = {},
): FirstScreenFetch {
  const kept = new Map<string, { at: number; response: Promise<Response> }>()
  // Keys are computed asynchronously (the body is read): a take first waits for the keys of earlier prefetches.
  let keying: Promise<unknown> = Promise.resolve()
  let active = false

  return {
    prefetch(input, init) {
      active = true
      const request = new Request(input, init)
      const key = keyOf(request.clone())
      const response = base(request)
      // The copy is made as soon as the response exists, before its first reader consumes the body.
      const copy = response.then((r) => r.clone())
      copy.catch(() => undefined)
      keying = Promise.all([keying, key.then((k) => kept.set(k, { at: now(), response: copy }))]).catch(() => undefined)
      return response
    },
    async fetch(input, init) {
      if (!active) return base(input, init)
      const request = new Request(input, init)
      const key = keyOf(request.clone())
      await keying
      const hit = kept.get(await key)
      for (const [k, entry] of kept) if (entry === hit || now() - entry.at > ttlMs) kept.delete(k)
      if (kept.size === 0) active = false
      return hit && now() - hit.at <= ttlMs ? hit.response : base(request)
    },
  }
}

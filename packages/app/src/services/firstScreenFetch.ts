/**
 * Lets the entry start a screen's API requests before the screen's code has arrived, and lets the screen take
 * those responses instead of asking again (decision wave2-speed-3). Requests started through `prefetch` are
 * kept by method, URL, credentials and body (a JSON body by its content, whatever the order of its keys); the first
 * identical request through `fetch` within `ttlMs` takes the response (once), any other goes to the network.
 * Screens keep their data code as it is: the match is on the wire. The boot entry prefetches (boot/earlyRequests.ts).
 */
export interface FirstScreenFetch {
  /** The fetch of the app's API client: takes a matching prefetched response, else fetches. */
  fetch: typeof fetch
  /** The fetch of the prefetching client: fetches and keeps the response for the next identical request. */
  prefetch: typeof fetch
}

/** JSON with every object's keys sorted: `{"b":1,"a":2}` and `{"a":2,"b":1}` are the same body. */
function canonical(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    )
  } catch {
    return text
  }
}

// The token is part of the key: an answer fetched for one investor (or a visitor) never serves another. A key is
// `<route> <body>`: the route part (method, URL, token) can be compared without reading the request's body.
const routeOf = (method: string, url: string, authorization: string | null) => `${method.toUpperCase()} ${url} ${authorization ?? ''} `
const requestKey = (method: string, url: string, authorization: string | null, body: string) => `${routeOf(method, url, authorization)}${canonical(body)}`

async function keyOf(request: Request): Promise<string> {
  return requestKey(request.method, request.url, request.headers.get('authorization'), await request.text())
}

/**
 * The key of a request given as a URL and a string body (the boot entry's), without building a `Request`: on a slow
 * phone six of them, cloned and read back, cost the boot entry tens of milliseconds.
 */
function plainKeyOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string | null {
  if (typeof input !== 'string' || (init?.body !== undefined && typeof init.body !== 'string')) return null
  const base = (globalThis as { location?: { href: string } }).location?.href
  return requestKey(init?.method ?? 'GET', new URL(input, base).href, new Headers(init?.headers).get('authorization'), init?.body ?? '')
}

/** A response read once, so each reader gets a whole copy (a clone's unread twin may starve it). */
interface ReadResponse {
  status: number
  statusText: string
  headers: Headers
  body: string
}
const responseOf = (r: ReadResponse) => new Response(r.body, { status: r.status, statusText: r.statusText, headers: r.headers })

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
      const plain = plainKeyOf(input, init)
      const request = plain === null ? new Request(input, init) : null
      const key = plain === null ? keyOf(request!.clone()) : Promise.resolve(plain)
      const read: Promise<ReadResponse> = (request ? base(request) : base(input, init)).then(async (r) => ({ status: r.status, statusText: r.statusText, headers: r.headers, body: await r.text() }))
      const copy = read.then(responseOf)
      copy.catch(() => undefined)
      keying = Promise.all([keying, key.then((k) => kept.set(k, { at: now(), response: copy }))]).catch(() => undefined)
      return read.then(responseOf)
    },
    async fetch(input, init) {
      if (!active) return base(input, init)
      const request = new Request(input, init)
      await keying
      for (const [k, entry] of kept) if (now() - entry.at > ttlMs) kept.delete(k)
      // Only a request to a prefetched route has its body read (a clone, read back: ~1.5 ms and ~5 ms apiece on a
      // slow phone); the others of the first screen go out as they are.
      const route = routeOf(request.method, request.url, request.headers.get('authorization'))
      const key = [...kept.keys()].some((k) => k.startsWith(route)) ? await keyOf(request.clone()) : null
      const hit = key === null ? undefined : kept.get(key)
      if (key !== null && hit) kept.delete(key)
      if (kept.size === 0) active = false
      return hit ? hit.response : base(request)
    },
  }
}

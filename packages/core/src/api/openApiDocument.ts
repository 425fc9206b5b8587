import * as z from 'zod/mini'
import { lenientBoolean, lenientNumber, lenientString, semicolonNumbers } from '../model/lenient.js'
import { API_CODES, API_MESSAGES } from './apiErrors.js'
import { apiEndpoints } from './apiContract.js'
import type { ApiEndpoint } from './apiContract.js'

type JsonSchema = Record<string, unknown>

// The spec §3 model parses leniently (numbers as text, 0/1 booleans, "1;3" lists) through transforms that
// JSON Schema cannot express; describe what those accept on the wire instead of leaving `{}`.
const LENIENT: [z.core.$ZodType, JsonSchema][] = [
  [lenientNumber, { type: ['number', 'string'], description: 'Number; numeric text accepted' }],
  [lenientString, { type: ['string', 'number'], description: 'Text; numbers accepted' }],
  [lenientBoolean, { type: ['boolean', 'number', 'string'], description: 'Boolean; 0/1, "Y"/"N", "true"/"false" accepted' }],
  [semicolonNumbers, { type: ['string', 'array', 'number'], items: { type: ['number', 'string'] }, description: 'Numbers as "1;3", an array, or one number' }],
]

/**
 * The JSON Schema of a zod schema as it travels on the wire (the input side: defaults make fields
 * optional, coerced query numbers are text).
 *
 * @example
 * wireSchema(apiContract.orders.queryUserOrder.request)
 * // { type: 'object', properties: { size: { type: 'integer', default: 20 }, … }, … }
 */
export function wireSchema(schema: z.core.$ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const known = LENIENT.find(([s]) => s === ctx.zodSchema)
      if (known) Object.assign(ctx.jsonSchema, known[1])
      const js = ctx.jsonSchema
      // `format` already says it; zod's long date regexes would only bloat the document.
      if (js.format === 'date-time' || js.format === 'date') delete js.pattern
      // zod's int() bounds are just the safe-integer range: noise for readers.
      if (js.minimum === Number.MIN_SAFE_INTEGER) delete js.minimum
      if (js.maximum === Number.MAX_SAFE_INTEGER) delete js.maximum
    },
  }) as JsonSchema
  delete out.$schema
  return out
}

const FAILURE_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'A failure: non-zero iRet and a message to show (docs/decisions.md api-4).',
  properties: { iRet: { type: 'integer', not: { const: 0 } }, message: { type: 'string', minLength: 1 } },
  required: ['iRet', 'message'],
}

function operation(ep: ApiEndpoint): JsonSchema {
  const request = wireSchema(ep.request)
  const op: JsonSchema = {
    operationId: ep.id,
    tags: [ep.area],
    summary: ep.summary,
    ...(ep.inSpec ? {} : { description: ep.extension ? 'Extension of this project: designed for the screens; spec §7 does not name it and a broker backend has to add it.' : 'Designed for the screens; spec §7 does not name it.' }),
    ...(ep.extension ? { 'x-tougu-extension': true } : {}),
    security: ep.userScoped ? [{ bearerAuth: [] }] : [],
  }
  if (ep.method === 'GET') {
    const props = (request.properties ?? {}) as Record<string, JsonSchema>
    const required = new Set((request.required ?? []) as string[])
    op.parameters = Object.entries(props).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
  } else {
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: { allOf: [request, { type: 'object', properties: { basicInfo: { $ref: '#/components/schemas/BasicInfo' } } }] },
        },
      },
    }
  }
  op.responses = {
    '200': {
      description: 'Envelope: the success shape when iRet is 0, otherwise a failure.',
      content: { 'application/json': { schema: { oneOf: [wireSchema(ep.response), { $ref: '#/components/schemas/Failure' }] } } },
    },
    '400': { description: 'Malformed request (validation issues in the body).', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
    ...(ep.userScoped
      ? { '401': { description: 'Missing, invalid or expired token.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } } }
      : {}),
    '503': {
      description: `No answer within the server's time limit: iRet ${API_CODES.SERVICE_TIMEOUT} (${API_MESSAGES.serviceTimeout}) and the request id; the work may still complete, so retry with the same idempotency key.`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    },
  }
  return op
}

/**
 * The OpenAPI 3.1 document of the whole contract, generated from the zod schemas (docs/openapi.json).
 *
 * @example
 * writeFileSync('docs/openapi.json', JSON.stringify(buildOpenApiDocument(), null, 2) + '\n')
 */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const ep of apiEndpoints) {
    paths[ep.path] = { ...paths[ep.path], [ep.method.toLowerCase()]: operation(ep) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'tougu-h5 API',
      version: '1.0.0',
      description:
        'Generated from the zod schemas of @tougu/core (packages/core/src/api/apiContract.ts) by `pnpm gen:api`. Do not edit by hand. Conventions and error codes: docs/api.md.',
    },
    tags: [...new Set(apiEndpoints.map((ep) => ep.area))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token>' } },
      schemas: {
        BasicInfo: { type: 'object', properties: { platform: { type: 'string' } }, description: 'Added by the main client to every POST body.' },
        Failure: FAILURE_SCHEMA,
      },
    },
  }
}

function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any'
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object'
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' \\| ')
  if ('const' in schema) return JSON.stringify(schema.const)
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (variants) return variants.map(typeText).join(' or ')
  const type = schema.type
  if (Array.isArray(type)) return type.join(' or ')
  if (type === 'array') return `${typeText(schema.items as JsonSchema | undefined)}[]`
  if (type === 'string') {
    if (schema.format === 'date-time') return 'timestamp'
    if (schema.format === 'date') return 'day'
    if (typeof schema.description === 'string' && schema.description.startsWith('Money')) return 'money'
    return 'string'
  }
  if (type === 'object') return 'object'
  return typeof type === 'string' ? type : 'any'
}

function objectOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined
  if (schema.type === 'object' && schema.properties) return schema
  if (schema.type === 'array') return objectOf(schema.items as JsonSchema | undefined)
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  return variants?.map(objectOf).find((v) => v !== undefined)
}

/** Request limits worth a reader's eye: text lengths, array sizes, integer ranges narrower than 32 bits. */
function boundsText(s: JsonSchema): string {
  const parts: string[] = []
  if (s.type === 'string' && typeof s.maxLength === 'number') parts.push(`${typeof s.minLength === 'number' ? s.minLength : 0}–${s.maxLength} characters`)
  if (s.type === 'array' && typeof s.maxItems === 'number') parts.push(`at most ${s.maxItems} items`)
  if (s.type === 'integer' && typeof s.maximum === 'number' && s.maximum !== 2_147_483_647) parts.push(`${typeof s.minimum === 'number' ? s.minimum : '…'}–${s.maximum}`)
  return parts.length > 0 ? ` (${parts.join(', ')})` : ''
}

function fieldLines(schema: JsonSchema, depth = 1, bounds = false): string[] {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  const pad = '  '.repeat(depth)
  const lines = Object.entries(props).flatMap(([name, s]) => {
    const opt = required.has(name) ? '' : '?'
    const def = 'default' in s ? `, default ${JSON.stringify(s.default)}` : ''
    const desc = typeof s.description === 'string' ? ` — ${s.description}` : ''
    const nested = depth < 3 ? objectOf(s) : undefined
    const limits = bounds ? boundsText(s) : ''
    return [`${pad}- \`${name}${opt}\`: ${typeText(s)}${limits}${def}${desc}`, ...(nested ? fieldLines(nested, depth + 1, bounds) : [])]
  })
  return lines.length > 0 ? lines : [`${pad}- (no fields)`]
}

function payloadSchema(schema: JsonSchema): JsonSchema {
  const props = { ...(schema.properties as Record<string, JsonSchema>) }
  delete props.iRet
  delete props.message
  return { ...schema, properties: props }
}

/**
 * docs/api.md: conventions, error codes and every endpoint with its fields, generated from the contract.
 *
 * @example
 * writeFileSync('docs/api.md', renderApiMarkdown())
 */
export function renderApiMarkdown(): string {
  const out: string[] = []
  out.push('# API contract')
  out.push('')
  out.push('<!-- Generated by `pnpm gen:api` from packages/core/src/api (apiContract.ts). Do not edit by hand. -->')
  out.push('')
  out.push(
    'One contract for the app and the reference server (examples/api-server): every endpoint below is a zod schema pair in `apiContract` (`@tougu/core`), called through `createApiClient(...)` as `api.<area>.<name>(request)`. The machine-readable form is [openapi.json](openapi.json) (OpenAPI 3.1).',
  )
  out.push('')
  out.push('## Conventions')
  out.push('')
  out.push('- Every call is `POST` with a JSON body unless marked `GET` (then the fields are query parameters).')
  out.push('- The main client adds `basicInfo: { platform }` to every POST body.')
  out.push('- Signed-in calls carry `Authorization: Bearer <token>`. User-scoped endpoints answer HTTP 401 without a valid token and only ever return the token owner\'s data.')
  out.push('- Every answer is an envelope `{ iRet, message, ...payload }`: `iRet` 0 is success, anything else a failure whose `message` is shown to the user.')
  out.push('- Lists answer `{ list, total }` and page with `offset` (rows skipped, default 0) and `size` (rows wanted, default 20, at most 10000). Single objects answer `{ data }`.')
  out.push('- Ids are strings. Money is a decimal string in yuan with at most two decimals (`"99.00"`). Timestamps are ISO 8601 with offset (`2026-11-22T09:30:00+08:00`); calendar days are `YYYY-MM-DD`.')
  out.push('- Fields of the spec §3 entities (user info, follow-up paper, order list item, price item, adviser) are read leniently: numbers may arrive as text, booleans as 0/1, lists as `"1;3"`.')
  out.push('- A malformed request answers HTTP 400 with the validation issues; an unknown path HTTP 404.')
  out.push(
    '- Request bounds (docs/decisions.md wave2-hostile-1): ids are 1–64 characters of `A–Z a–z 0–9 . _ : -`; integers are 32-bit signed (−2147483648 … 2147483647); text never holds a NUL character and has the length shown at its field; arrays hold at most the items shown. A body over 1 MiB answers HTTP 413; a real server fault answers HTTP 500 `{ iRet: 500, message, requestId }` with the same id in the `X-Request-Id` header (every answer carries one).',
  )
  out.push(
    `- Caching: an answer that depends on who asks (every user-scoped endpoint, login and user info with the token in them, pages whose paid content depends on the caller's privileges, every refusal) is sent \`Cache-Control: no-store\`, \`Pragma: no-cache\` and \`Vary: Authorization\`. Only the public lists (banners, advisers, live rooms and replays, opinions, tips, activities, the commission list, Q&A lists) may be cached: they are the same for every caller and never carry paid content (a paid room's replay, stream or audio comes only from \`live/detail\`, to a holder).`,
  )
  out.push(
    `- Time limit: a request the server cannot answer in time (8 s in the reference server, under the client's 10 s) answers HTTP 503 \`{ iRet: ${API_CODES.SERVICE_TIMEOUT}, message: ${API_MESSAGES.serviceTimeout}, requestId }\`. What its work had not yet sent to the database is dropped (as when the client closes its connection first); a statement already running, or a transaction begun, may still complete: order endpoints are idempotent on \`clientKey\` and money moves are conditional, so a retry is safe.`,
  )
  out.push('')
  out.push('## What the reference server guarantees, and what a production backend adds')
  out.push('')
  out.push('The reference server (examples/api-server, its README "Limits and guarantees") guarantees:')
  out.push('')
  out.push('- Every request is bounded: the request bounds above, 1 MiB bodies, an 8 s time limit (503 above), PostgreSQL statements cancelled after 8 s, every list read one page at a time (unpaged answers and catalogue lists at most 1,000 rows).')
  out.push('- SMS sign-in: a code is good for 5 minutes, at most 5 wrong codes (counted in one conditional statement, so concurrent guesses cannot exceed them), used once, one code a minute per phone.')
  out.push('- Sessions: random 256-bit tokens stored as their SHA-256, at most 10 per investor, 7 days; logout ends one at once. A session found valid is trusted for up to 2 s without asking the database again (a session deleted by another process, or a second instance, takes up to 2 s to stop working).')
  out.push('- The caching and paid-content rules above, security headers on every answer, and no internal detail in any error (a 500 carries the request id only).')
  out.push('')
  out.push('A production backend adds what the reference server leaves out: an SMS gateway with per-phone and per-IP sending limits and a captcha before sending, rate limits per client on sign-in and every endpoint, TLS in front, session revocation shared by all instances (a shared store, or no cache), the payment provider\'s signed notifications instead of `/api/demo/pay`, monitoring of the 503s and slow requests, and a supervisor that restarts a process whose event loop stops (JavaScript cannot interrupt a synchronous loop; the reference server keeps every loop bounded instead).')
  out.push('')
  out.push('## Using the clients')
  out.push('')
  out.push('```ts')
  out.push("import { createApiClient, createSecondaryClient, isApiFailure, apiContract } from '@tougu/core'")
  out.push('')
  out.push("const getToken = () => session.user$.getValue()?.token")
  out.push("const api = createApiClient({ baseUrl: '', platform: 'android', getToken })")
  out.push('const { signal } = new AbortController()')
  out.push('const res = await api.orders.queryUserOrder({ stStatus: [80, 90], offset: 0, size: 20 }, { signal })')
  out.push('// a failure always has a non-empty message; a success is validated against the contract')
  out.push('if (isApiFailure(res)) toast(res.message)')
  out.push('else render(res.list)')
  out.push('')
  out.push("await api.post('getTradeDay', {}) // generic helper: POST /api/getTradeDay")
  out.push('await api.queryRefundableOrders() // stStatus [105, 220], offset 0, size 10000, cxlx 1')
  out.push('await api.hasAnyOrder() // true / false, or the failure')
  out.push('')
  out.push("const api2 = createSecondaryClient({ baseUrl: 'https://host/ext', getToken }) // 20 s, { code: -999999 } on timeout")
  out.push('```')
  out.push('')
  out.push('A server validates with the same schemas: `z.safeParse(apiContract.orders.queryUserOrder.request, body)`; `apiEndpoints` lists every endpoint with `id`, `path`, `method`, `request`, `response` and `userScoped`; `apiOk(payload)` and `apiError(iRet, message)` build envelopes.')
  out.push('')
  out.push('## Results and error codes')
  out.push('')
  out.push('The main client never rejects; every failure it resolves with has a non-zero `iRet` and a non-empty `message` (spec §8, docs/decisions.md api-4).')
  out.push('')
  const codes: [string, string][] = [
    ['0', 'success; the body as validated by the endpoint\'s response schema'],
    ['HTTP status (e.g. 401, 404, 503)', 'any non-200 answer of a typed call, passed through whole with `status` and `body`; `message` from the body or 系统繁忙，请稍后重试'],
    [String(API_CODES.NETWORK_TIMEOUT), `client timeout (10 s): ${API_MESSAGES.networkTimeout}`],
    [String(API_CODES.INVALID_RESPONSE), `a 200 whose body is not a JSON object; \`raw\` keeps the text: ${API_MESSAGES.invalidResponse}`],
    [String(API_CODES.SCHEMA_MISMATCH), `a 200 that does not match the response schema; \`raw\` and \`issues\` kept: ${API_MESSAGES.schemaMismatch}`],
    [String(API_CODES.ABORTED), `cancelled through an AbortSignal: ${API_MESSAGES.aborted}`],
    [String(API_CODES.INVALID_REQUEST), `a typed call whose request fails its schema, nothing sent; \`issues\` kept: ${API_MESSAGES.invalidRequest}`],
    [String(API_CODES.SERVICE_TIMEOUT), `the server's upstream service timed out: ${API_MESSAGES.serviceTimeout}`],
    [String(API_CODES.REMOTE_CALL_FAILED), 'remote-call failure; with a message matching 超时/timeout it becomes an empty success (`list` empty); on a single-object endpoint it reads as -9998'],
    [String(API_CODES.SYSTEM_BUSY), `generic helper failure (\`api.post\`/\`api.get\`: any non-200 answer, \`status\` and \`body\` kept) and any network error other than a timeout: ${API_MESSAGES.systemBusy}`],
    [String(API_CODES.SECONDARY_TIMEOUT), `secondary client timeout (20 s), as \`{ code, message }\`: ${API_MESSAGES.secondaryTimeout}; its other network errors reject`],
  ]
  for (const [code, meaning] of codes) out.push(`- \`${code}\`: ${meaning}`)
  out.push('')
  out.push('## Endpoints')
  const areas = [...new Set(apiEndpoints.map((ep) => ep.area))]
  for (const area of areas) {
    out.push('')
    out.push(`### ${area}`)
    for (const ep of apiEndpoints.filter((e) => e.area === area)) {
      out.push('')
      out.push(`#### \`${ep.method} ${ep.path}\``)
      out.push('')
      const flags = [`\`api.${ep.id}\``, ep.userScoped ? 'user-scoped (token required)' : 'no token required', ep.inSpec ? 'spec §7' : ep.extension ? 'extension of this project' : 'screen endpoint']
      out.push(`${ep.summary}. ${flags.join(' · ')}.`)
      out.push('')
      out.push(`- ${ep.method === 'GET' ? 'Query' : 'Request'}:`)
      out.push(...fieldLines(wireSchema(ep.request), 1, true))
      out.push('- Response (besides `iRet`, `message`):')
      out.push(...fieldLines(payloadSchema(wireSchema(ep.response))))
    }
  }
  out.push('')
  return out.join('\n')
}

import { CAPABILITY_NAMES, createNativeChannel, findNativeTransport, isBridgeError, type ChannelDiagnostic, type NativeChannel } from '@tougu/bridge'

/** One protocol case against the host the page runs in. */
export interface ConformanceResult {
  name: string
  ok: boolean
  detail: string
}

interface Probe {
  channel: NativeChannel
  /** Sends a raw request with an id of its own (the channel drops the reply, which `replyTo` catches). */
  send(method: string, args: unknown): string
  /** The host's reply to a raw request, or null when none came within `ms`. */
  replyTo(id: string, ms: number): Promise<Record<string, unknown> | null>
  /** Diagnostics not caused by raw probes. */
  unexplained(): ChannelDiagnostic[]
}

interface Case {
  name: string
  run(probe: Probe): Promise<string>
}

const fail = (why: string): never => {
  throw new Error(why)
}
const codeOf = (e: unknown) => (isBridgeError(e) ? e.code : e instanceof Error ? e.message : String(e))

// The cases a host must pass with no person involved (docs/bridge-protocol.md §2–§5, §9). Each returns a
// short note on success and throws the reason otherwise.
const cases: Case[] = [
  {
    name: '握手 bridge.hello：协议 1、版本、平台、全部方法',
    async run({ channel }) {
      const hello = await channel.ready()
      if (hello.protocolVersion !== 1) fail(`protocolVersion ${String(hello.protocolVersion)}`)
      if (!/^\d+(\.\d+)*$/.test(hello.appVersion)) fail(`appVersion "${hello.appVersion}" is not dotted numeric`)
      if (hello.platform !== 'ios' && hello.platform !== 'android') fail(`platform "${String(hello.platform)}"`)
      const missing = CAPABILITY_NAMES.filter((m) => !hello.methods.includes(m))
      if (missing.length) fail(`methods lacks ${missing.join(', ')}`)
      return `${hello.platform} ${hello.appVersion}, ${hello.methods.length} methods`
    },
  },
  {
    name: '排队与并发：同时发出的调用各得其答复（id 为字符串）',
    async run({ channel }) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => channel.call('getVersion', {}, { timeoutMs: 5000 })))
      const hello = channel.hello() ?? fail('no hello')
      for (const a of answers) {
        const v = a as { appVersion?: unknown; platform?: unknown } | null
        if (v?.appVersion !== hello.appVersion || v.platform !== hello.platform) fail(`getVersion answered ${JSON.stringify(a)}`)
      }
      return '5/5 replies matched by id'
    },
  },
  {
    name: '未知方法答复 UNIMPLEMENTED',
    async run(probe) {
      const reply = await probe.replyTo(probe.send('conformance.noSuchMethod', {}), 3000)
      if (!reply) fail('no reply within 3 s (TIMEOUT)')
      const error = reply?.error as { code?: unknown } | undefined
      if (reply?.ok !== false || error?.code !== 'UNIMPLEMENTED') fail(`answered ${JSON.stringify(reply)}`)
      return 'UNIMPLEMENTED'
    },
  },
  {
    name: '取消 bridge.cancel { id, reason }：主机不答复',
    async run(probe) {
      const cancel = probe.send('bridge.cancel', { id: 'conformance-none', reason: 'aborted' })
      // A full round trip after it: a reply to the cancel would have arrived before this one.
      await probe.channel.call('getVersion', {}, { timeoutMs: 5000 })
      if (await probe.replyTo(cancel, 0)) fail('the host replied to bridge.cancel')
      return 'no reply, channel still answers'
    },
  },
  {
    name: '无格式错误或多余答复（malformed / dropped 计数为 0）',
    run(probe) {
      const bad = probe.unexplained()
      if (bad.length) fail(bad.map((d) => `${d.kind}: ${d.reason}`).join('; '))
      return Promise.resolve('malformed 0, dropped 0')
    },
  },
]

/**
 * Runs every case against the host that installed its transport in `win`, in order, and reports each.
 * A case never stops the next one. Uses only @tougu/bridge's public entry (createNativeChannel).
 * @example const results = await runConformance(window); results.filter((r) => !r.ok)
 */
export async function runConformance(win: Window, options: { readyTimeoutMs?: number } = {}): Promise<ConformanceResult[]> {
  const diagnostics: ChannelDiagnostic[] = []
  const waiting = new Map<string, (reply: Record<string, unknown>) => void>()
  const replies = new Map<string, Record<string, unknown>>()
  const probeIds = new Set<string>()
  const idOf = (m: unknown) => (typeof m === 'object' && m !== null ? (m as { id?: unknown }).id : undefined)
  const channel = createNativeChannel({
    window: win,
    readyTimeoutMs: options.readyTimeoutMs ?? 5000,
    onDiagnostic: (d) => {
      const message = typeof d.message === 'string' ? (JSON.parse(d.message) as unknown) : d.message
      const id = idOf(message)
      if (typeof id === 'string' && probeIds.has(id)) {
        replies.set(id, message as Record<string, unknown>)
        waiting.get(id)?.(message as Record<string, unknown>)
      } else diagnostics.push(d)
    },
  })
  let seq = 0
  const probe: Probe = {
    channel,
    send(method, args) {
      const id = `conformance-${Date.now()}-${++seq}`
      probeIds.add(id)
      const transport = findNativeTransport(win) ?? fail('no native transport')
      transport.post({ v: 1, id, method, args })
      return id
    },
    replyTo(id, ms) {
      const known = replies.get(id)
      if (known || ms === 0) return Promise.resolve(known ?? null)
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), ms)
        waiting.set(id, (reply) => {
          clearTimeout(timer)
          resolve(reply)
        })
      })
    },
    unexplained: () => [...diagnostics],
  }
  const results: ConformanceResult[] = []
  try {
    for (const c of cases) {
      try {
        results.push({ name: c.name, ok: true, detail: await c.run(probe) })
      } catch (e) {
        results.push({ name: c.name, ok: false, detail: e instanceof Error && !isBridgeError(e) ? e.message : codeOf(e) })
      }
    }
  } finally {
    channel.dispose()
  }
  return results
}

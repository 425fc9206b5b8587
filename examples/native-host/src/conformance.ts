import {
  BRIDGE_EVENT_NAMES,
  CAPABILITY_NAMES,
  createNativeChannel,
  findNativeTransport,
  isBridgeError,
  type BridgeEventName,
  type BridgeRequest,
  type CapabilityName,
  type ChannelDiagnostic,
  type NativeChannel,
} from '@tougu/bridge'

/** One protocol case against the host the page runs in. `skip`: optional behaviour the host did not show. */
export type CaseStatus = 'pass' | 'fail' | 'skip'

export interface ConformanceResult {
  id: string
  name: string
  ok: boolean
  status: CaseStatus
  detail: string
}

/** Raw access to the host next to the channel, and what the run saw. */
export interface Probe {
  channel: NativeChannel
  /** How long a person-driven case waits for the person's action (an event). */
  manualWaitMs: number
  /** Sends a raw request with an id of its own (the channel drops the reply, which `replyTo` catches). */
  send(method: string, args: unknown): string
  /** Sends any message with a probe id of its own (`build` gets the id): malformed requests. */
  sendRaw(build: (id: string) => unknown): string
  /** The host's reply to a raw request, or null when none came within `ms`. */
  replyTo(id: string, ms: number): Promise<Record<string, unknown> | null>
  /** Diagnostics not caused by raw probes nor explained by a case (late replies after a timeout). */
  unexplained(): ChannelDiagnostic[]
  /** Count `dropped` diagnostics as expected while `fn` runs (a late reply to a call the page gave up). */
  expectDropped: <T>(fn: () => Promise<T>) => Promise<T>
}

/** What a person-driven case may ask of the tester and show while it runs. */
export interface Operator {
  /** Show what to do now (the page shows it next to the case). */
  instruct(text: string): void
  /** Ask a yes/no question about what the host shows; resolves with the answer. */
  confirm(question: string): Promise<boolean>
}

interface AutoCase {
  id: string
  name: string
  run(probe: Probe): Promise<string>
}

/** A case a person drives on the device (taps the menu, closes a sheet); judged by the page. */
export interface ManualCase {
  id: string
  name: string
  /** What the tester does, shown before the case starts. */
  instruction: string
  /** Capabilities and events this case drives (the coverage test checks every one has a case). */
  covers: { capabilities?: CapabilityName[]; events?: BridgeEventName[] }
  run(probe: Probe, operator: Operator): Promise<CaseOutcome>
}

type CaseOutcome = string | { status: 'skip'; detail: string }

/** Timeout of the automatic cases' round trips: long enough for a device, short enough for a broken host. */
const ROUND_TRIP_MS = 3000
const MANUAL_WAIT_MS = 120_000
/** §5 codes a host may send (the page produces NOT_READY and TIMEOUT itself). */
const HOST_CODES = new Set(['UNIMPLEMENTED', 'UNAVAILABLE', 'CANCELLED', 'INVALID_ARGS', 'NATIVE_ERROR'])

const fail = (why: string): never => {
  throw new Error(why)
}
const codeOf = (e: unknown) => (isBridgeError(e) ? e.code : e instanceof Error ? e.message : String(e))
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const strings = (v: Record<string, unknown>, ...keys: string[]) => keys.filter((k) => typeof v[k] !== 'string')

function checkUser(data: unknown): string {
  if (data === null) return 'null（未登录）'
  if (!isRecord(data)) fail(`getUserInfo answered ${JSON.stringify(data)}`)
  const bad = strings(data as Record<string, unknown>, 'clientId', 'cid', 'phone', 'token', 'userName')
  if (bad.length) fail(`getUserInfo lacks string ${bad.join(', ')}`)
  return `已登录 ${String((data as Record<string, unknown>).userName)}`
}

function checkRisk(data: unknown): string {
  if (!isRecord(data)) fail(`answered ${JSON.stringify(data)}`)
  const bad = strings(data as Record<string, unknown>, 'riskLevel', 'level_name', 'risk_end_date', 'customer_class')
  if (bad.length) fail(`risk level lacks string ${bad.join(', ')}`)
  const r = data as Record<string, string>
  return `${r.riskLevel} ${r.level_name} ${r.customer_class}`
}

/**
 * One call through the channel, judged as the protocol allows: a final reply within the timeout that is either
 * a result (checked by `check`) or a host error code in `allowed`. UNIMPLEMENTED is always a failure here: the
 * host announced the method.
 */
async function callJudged(
  channel: NativeChannel,
  method: string,
  args: unknown,
  options: { timeoutMs?: number; allowed?: string[]; check?: (data: unknown) => string; onUpdate?: (data: unknown) => void; signal?: AbortSignal },
): Promise<string> {
  try {
    const data = await channel.call(method, args, { timeoutMs: options.timeoutMs ?? ROUND_TRIP_MS, onUpdate: options.onUpdate, signal: options.signal })
    if (options.check) return options.check(data)
    if (data !== null && data !== undefined) fail(`answered ${JSON.stringify(data)} (expected null)`)
    return 'ok'
  } catch (e) {
    if (!isBridgeError(e)) throw e
    if ((options.allowed ?? []).includes(e.code) && HOST_CODES.has(e.code)) return `${e.code}（${e.message}）`
    return fail(`${e.code}: ${e.message}`)
  }
}

/** Resolves with the first event's data that `accept` accepts, or rejects after `ms`. */
function nextEvent(channel: NativeChannel, event: BridgeEventName, ms: number, accept: (data: unknown) => boolean = () => true): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      sub.remove()
      reject(new Error(`no ${event} event within ${ms / 1000} s`))
    }, ms)
    const sub = channel.on(event, (data) => {
      if (!accept(data)) return
      clearTimeout(timer)
      sub.remove()
      resolve(data)
    })
  })
}

/** Capabilities the automatic run calls: no UI of their own, no lasting effect beyond the title bar and clipboard. */
const quietCalls: Array<{ method: CapabilityName; args: unknown; allowed?: string[]; check?: (data: unknown) => string }> = [
  {
    method: 'getVersion',
    args: {},
    check: (d) => {
      if (!isRecord(d) || typeof d.appVersion !== 'string' || (d.platform !== 'ios' && d.platform !== 'android')) fail(`answered ${JSON.stringify(d)}`)
      return `${String((d as Record<string, unknown>).platform)} ${String((d as Record<string, unknown>).appVersion)}`
    },
  },
  { method: 'getUserInfo', args: { forceLogin: false }, allowed: ['NATIVE_ERROR'], check: checkUser },
  // Not signed in: NATIVE_ERROR (§6); signed in: the four fields.
  { method: 'getRiskLevel', args: {}, allowed: ['NATIVE_ERROR'], check: checkRisk },
  { method: 'setTitle', args: { title: '桥接协议一致性检查' } },
  { method: 'setTopBarColor', args: { background: '#E8302E', foreground: '#FFFFFF' } },
  { method: 'setMenu', args: { items: [] } },
  { method: 'setPullRefresh', args: { down: false, up: false } },
  { method: 'stopPullRefresh', args: {} },
  // A clipboard refusal is a native failure the host may report.
  { method: 'copy', args: { text: 'tougu bridge conformance' }, allowed: ['NATIVE_ERROR', 'UNAVAILABLE'] },
]

const CANCEL_REASONS = ['aborted', 'timeout', 'pagehide', 'restored', 'disposed', 'conformance-future-reason']

// The cases a host must pass with no person involved (docs/bridge-protocol.md §2–§5, §9). Each returns a
// short note on success and throws the reason otherwise. `queued` are the calls made before the handshake.
function autoCases(queued: Promise<unknown[]>): AutoCase[] {
  return [
    {
      id: 'hello',
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
      id: 'queue',
      name: '握手前排队：握手前发出的调用在握手后依次发送并得到答复',
      async run({ channel }) {
        const answers = await queued
        const hello = channel.hello() ?? fail('no hello')
        const [first, user, last] = answers as [unknown, unknown, unknown]
        for (const v of [first, last]) {
          if (!isRecord(v) || v.appVersion !== hello.appVersion) fail(`getVersion answered ${JSON.stringify(v)}`)
        }
        return `3/3 answered after the hello (getUserInfo: ${checkUser(user)})`
      },
    },
    {
      id: 'concurrent',
      name: '并发：同时发出的调用各得其答复（id 为字符串）',
      async run({ channel }) {
        const answers = await Promise.all(Array.from({ length: 5 }, () => channel.call('getVersion', {}, { timeoutMs: ROUND_TRIP_MS })))
        const hello = channel.hello() ?? fail('no hello')
        for (const a of answers) {
          const v = a as { appVersion?: unknown; platform?: unknown } | null
          if (v?.appVersion !== hello.appVersion || v.platform !== hello.platform) fail(`getVersion answered ${JSON.stringify(a)}`)
        }
        return '5/5 replies matched by id'
      },
    },
    {
      id: 'unknown-method',
      name: '未知方法答复 UNIMPLEMENTED',
      async run(probe) {
        const reply = await probe.replyTo(probe.send('conformance.noSuchMethod', {}), ROUND_TRIP_MS)
        if (!reply) fail(`no reply within ${ROUND_TRIP_MS / 1000} s (TIMEOUT)`)
        const error = reply?.error as { code?: unknown } | undefined
        if (reply?.ok !== false || error?.code !== 'UNIMPLEMENTED') fail(`answered ${JSON.stringify(reply)}`)
        return 'UNIMPLEMENTED'
      },
    },
    {
      id: 'malformed-request',
      name: '格式错误的请求（v: 2）不答复',
      async run(probe) {
        const other = probe.sendRaw((id) => ({ v: 2, id, method: 'getVersion', args: {} }))
        const reply = await probe.replyTo(other, 1000)
        if (reply) fail(`the host answered a v: 2 request: ${JSON.stringify(reply)}`)
        return 'ignored'
      },
    },
    {
      id: 'timeout',
      name: '超时：页面以 TIMEOUT 结束调用并发送 bridge.cancel（reason: timeout），主机继续工作',
      async run(probe) {
        const code = await probe.expectDropped(async () => {
          const outcome = await probe.channel.call('getVersion', {}, { timeoutMs: 0 }).then(
            () => 'answered',
            (e: unknown) => codeOf(e),
          )
          // A round trip after it: the timed-out call's late reply (dropped, expected) comes first.
          await probe.channel.call('getVersion', {}, { timeoutMs: ROUND_TRIP_MS })
          return outcome
        })
        // A 0 ms timer is queued before the request is posted: no reply can come first, only TIMEOUT.
        if (code !== 'TIMEOUT') fail(`the 0 ms call ended ${code}`)
        return 'TIMEOUT, late reply dropped, channel still answers'
      },
    },
    {
      id: 'abort',
      name: '中止：AbortSignal 结束调用（CANCELLED）并发送 bridge.cancel（reason: aborted）',
      async run(probe) {
        const code = await probe.expectDropped(async () => {
          const abort = new AbortController()
          const call = probe.channel.call('getVersion', {}, { timeoutMs: ROUND_TRIP_MS, signal: abort.signal })
          abort.abort()
          const outcome = await call.then(
            () => 'answered',
            (e: unknown) => codeOf(e),
          )
          await probe.channel.call('getVersion', {}, { timeoutMs: ROUND_TRIP_MS })
          return outcome
        })
        if (code !== 'CANCELLED') fail(`the aborted call ended ${code}`)
        return 'CANCELLED, channel still answers'
      },
    },
    {
      id: 'cancel-reasons',
      name: '取消 bridge.cancel { id, reason }：每种原因（含未知原因）均不答复',
      async run(probe) {
        const ids = CANCEL_REASONS.map((reason, i) => probe.send('bridge.cancel', { id: `conformance-none-${i}`, reason }))
        // A full round trip after them: a reply to a cancel would have arrived before this one.
        await probe.channel.call('getVersion', {}, { timeoutMs: ROUND_TRIP_MS })
        for (const [i, id] of ids.entries()) {
          if (await probe.replyTo(id, 0)) fail(`the host replied to bridge.cancel (reason ${CANCEL_REASONS[i]})`)
        }
        return `${CANCEL_REASONS.length} reasons, no reply, channel still answers`
      },
    },
    ...quietCalls.map(
      (c): AutoCase => ({
        id: `capability-${c.method}`,
        name: `方法 ${c.method}`,
        run: ({ channel }) => callJudged(channel, c.method, c.args, { allowed: c.allowed, check: c.check }),
      }),
    ),
    {
      id: 'well-formed',
      name: '无格式错误或多余答复（malformed / dropped 计数为 0）',
      run(probe) {
        const bad = probe.unexplained()
        if (bad.length) fail(bad.map((d) => `${d.kind}: ${d.reason}`).join('; '))
        return Promise.resolve('malformed 0, unexpected dropped 0')
      },
    },
  ]
}

/** The automatic cases' ids, in order (the e2e test and the page's list use them). */
export const AUTO_CASE_IDS: readonly string[] = autoCases(Promise.resolve([])).map((c) => c.id)
/** Capabilities the automatic run calls. */
export const AUTO_CAPABILITIES: readonly CapabilityName[] = quietCalls.map((c) => c.method)

const shareLink = (title: string) => ({ kind: 'link', title, desc: '桥接协议一致性检查', link: location.href.split('#')[0] ?? location.href })

/** A page of this origin: the child webview (openWebview) and the pictures/PDF the host loads. */
const here = (path: string) => new URL(path, location.href).href

/** The cases a person drives: they open the host's UI or need a tap the page cannot make. */
export const MANUAL_CASES: readonly ManualCase[] = [
  {
    id: 'event-menuTap',
    name: '事件 menuTap（setMenu 的按钮）',
    instruction: '点标题栏右侧的「检查」',
    covers: { capabilities: ['setMenu'], events: ['menuTap'] },
    async run({ channel, manualWaitMs }) {
      await callJudged(channel, 'setMenu', { items: [{ id: 'conformance-check', text: '检查', icon: 'search' }] }, {})
      try {
        await nextEvent(channel, 'menuTap', manualWaitMs, (d) => isRecord(d) && d.id === 'conformance-check')
      } finally {
        await channel.call('setMenu', { items: [] }).catch(() => undefined)
      }
      return 'menuTap { id: "conformance-check" }'
    },
  },
  {
    id: 'event-pull',
    name: '事件 pullDownRefresh / pullUpRefresh（setPullRefresh、stopPullRefresh）',
    instruction: '下拉刷新本页，然后上拉加载',
    covers: { capabilities: ['setPullRefresh', 'stopPullRefresh'], events: ['pullDownRefresh', 'pullUpRefresh'] },
    async run({ channel, manualWaitMs }, operator) {
      await callJudged(channel, 'setPullRefresh', { down: true, up: true }, {})
      try {
        operator.instruct('下拉刷新本页')
        await nextEvent(channel, 'pullDownRefresh', manualWaitMs)
        await callJudged(channel, 'stopPullRefresh', { direction: 'down' }, {})
        operator.instruct('现在上拉加载')
        await nextEvent(channel, 'pullUpRefresh', manualWaitMs)
        await callJudged(channel, 'stopPullRefresh', { direction: 'up' }, {})
      } finally {
        await channel.call('setPullRefresh', { down: false, up: false }).catch(() => undefined)
      }
      return 'pullDownRefresh, pullUpRefresh; spinner stopped'
    },
  },
  {
    id: 'webview-resume',
    name: '新 webview：openWebview、子页面 closeWebview、返回后 resume 事件',
    instruction: '在打开的子页面上点「关闭此页」',
    covers: { capabilities: ['openWebview', 'closeWebview'], events: ['resume'] },
    async run({ channel, manualWaitMs }) {
      const resumed = nextEvent(channel, 'resume', manualWaitMs)
      resumed.catch(() => undefined)
      await callJudged(channel, 'openWebview', { url: here('conformance.html?child=1'), title: '子页面' }, {})
      await resumed
      return 'opened, closed by the child, resume received'
    },
  },
  {
    id: 'login',
    name: '登录 getUserInfo({ forceLogin: true })，登录后 loginChanged 事件',
    instruction: '在登录页登录（或关闭登录页）',
    covers: { capabilities: ['getUserInfo'], events: ['loginChanged'] },
    async run({ channel }) {
      const before = await channel.call('getUserInfo', { forceLogin: false }, { timeoutMs: ROUND_TRIP_MS })
      const changed = nextEvent(channel, 'loginChanged', 10_000, (d) => isRecord(d) && d.loggedIn === true)
      changed.catch(() => undefined)
      const detail = await callJudged(channel, 'getUserInfo', { forceLogin: true }, { timeoutMs: 5 * 60_000, allowed: ['CANCELLED', 'NATIVE_ERROR'], check: checkUser })
      if (detail.startsWith('CANCELLED') || detail.startsWith('NATIVE_ERROR')) return { status: 'skip', detail: `${detail}：未登录，loginChanged 未检查` }
      if (before === null) {
        await changed.catch(() => fail('signed in, but no loginChanged { loggedIn: true } within 10 s'))
        return `${detail}; loginChanged`
      }
      return `${detail}（已登录，未弹出登录页）`
    },
  },
  {
    id: 'risk',
    name: '风险测评 startRiskEvaluation',
    instruction: '完成或离开风险测评（需先登录）',
    covers: { capabilities: ['startRiskEvaluation'] },
    run: ({ channel }) => callJudged(channel, 'startRiskEvaluation', {}, { timeoutMs: 30 * 60_000, allowed: ['CANCELLED', 'NATIVE_ERROR'], check: checkRisk }),
  },
  {
    id: 'share',
    name: '分享 share（链接卡片，主机的分享面板）',
    instruction: '选择分享目标，或关闭分享面板',
    covers: { capabilities: ['share'] },
    run: ({ channel }) => callJudged(channel, 'share', shareLink('桥接协议一致性检查'), { timeoutMs: 2 * 60_000, allowed: ['CANCELLED', 'UNAVAILABLE'] }),
  },
  {
    id: 'save-image-keepalive',
    name: '保存图片 saveImage（http 图片）与 keepAlive 进度',
    instruction: '允许保存到相册（主机下载图片时应发送 keepAlive 进度）',
    covers: { capabilities: ['saveImage'] },
    async run({ channel }) {
      const updates: unknown[] = []
      const detail = await callJudged(channel, 'saveImage', { image: here('conformance-image.png') }, {
        timeoutMs: 30_000,
        allowed: ['CANCELLED', 'UNAVAILABLE'],
        onUpdate: (d) => updates.push(d),
      })
      const bad = updates.filter((u) => !isRecord(u) || typeof u.progress !== 'number' || u.progress < 0 || u.progress > 1)
      if (bad.length) fail(`keepAlive data ${JSON.stringify(bad[0])} is not { progress: 0..1 }`)
      // keepAlive is optional (§2): a host that saves at once sends none.
      if (!updates.length) return { status: 'skip', detail: `${detail}; no keepAlive update (optional)` }
      return `${detail}; ${updates.length} keepAlive updates before the final reply`
    },
  },
  {
    id: 'pay',
    name: '支付 payOrder（演示订单，不会扣款）',
    instruction: '在支付页点取消',
    covers: { capabilities: ['payOrder'] },
    run: ({ channel }) =>
      callJudged(channel, 'payOrder', { orderId: 'conformance-0001', payType: 1, amount: 0.01, productName: '一致性检查' }, {
        timeoutMs: 5 * 60_000,
        // Your pay backend does not know this order: NATIVE_ERROR is an answer too; a paid status would be a bug.
        allowed: ['CANCELLED', 'UNAVAILABLE', 'NATIVE_ERROR'],
        check: (d) => {
          if (!isRecord(d) || (d.status !== 'paid' && d.status !== 'pending')) fail(`answered ${JSON.stringify(d)}`)
          return `status ${String((d as Record<string, unknown>).status)}`
        },
      }),
  },
  {
    id: 'pdf',
    name: 'PDF 预览 previewPdf',
    instruction: '看到 PDF 后返回本页',
    covers: { capabilities: ['previewPdf'] },
    run: ({ channel }) => callJudged(channel, 'previewPdf', { url: here('conformance.pdf'), title: 'PDF 预览' }, {}),
  },
  {
    id: 'native-pages',
    name: '原生页面 openStockQuote、goToTrade',
    instruction: '看到行情页后返回，再看到交易页后返回',
    covers: { capabilities: ['openStockQuote', 'goToTrade'] },
    async run({ channel }) {
      const quote = await callJudged(channel, 'openStockQuote', { code: '600519', market: 'SH', name: '贵州茅台' }, { allowed: ['UNAVAILABLE'] })
      const trade = await callJudged(channel, 'goToTrade', { page: 'position' }, { allowed: ['UNAVAILABLE'] })
      return `openStockQuote ${quote}; goToTrade ${trade}`
    },
  },
  {
    id: 'cancel-aborted',
    name: '取消关闭界面：页面中止调用（reason: aborted）后分享面板自动关闭',
    instruction: '等分享面板出现，不要操作；2 秒后页面取消调用',
    covers: { capabilities: ['share'] },
    async run({ channel, expectDropped }, operator) {
      const abort = new AbortController()
      const timer = setTimeout(() => abort.abort(), 2000)
      const code = await expectDropped(() =>
        channel.call('share', shareLink('一致性检查：取消'), { signal: abort.signal }).then(
          () => 'answered',
          (e: unknown) => codeOf(e),
        ),
      )
      clearTimeout(timer)
      if (code !== 'CANCELLED') fail(`the call ended ${code} before the page cancelled it (do not touch the sheet)`)
      if (!(await operator.confirm('分享面板已自动关闭？'))) fail('the share sheet stayed open after bridge.cancel (aborted)')
      return 'CANCELLED; the host closed its sheet'
    },
  },
  {
    id: 'cancel-timeout',
    name: '超时关闭界面：调用超时（reason: timeout）后分享面板自动关闭',
    instruction: '等分享面板出现，不要操作；2 秒后调用超时',
    covers: { capabilities: ['share'] },
    async run({ channel, expectDropped }, operator) {
      const code = await expectDropped(() =>
        channel.call('share', shareLink('一致性检查：超时'), { timeoutMs: 2000 }).then(
          () => 'answered',
          (e: unknown) => codeOf(e),
        ),
      )
      if (code !== 'TIMEOUT') fail(`the call ended ${code} before its timeout (do not touch the sheet)`)
      if (!(await operator.confirm('分享面板已自动关闭？'))) fail('the share sheet stayed open after bridge.cancel (timeout)')
      return 'TIMEOUT; the host closed its sheet'
    },
  },
]

/** Which capabilities and events the page drives, automatically or with a person (a test checks they are all). */
export function coverage(): { capabilities: Set<string>; events: Set<string> } {
  const capabilities = new Set<string>(AUTO_CAPABILITIES)
  const events = new Set<string>()
  for (const c of MANUAL_CASES) {
    for (const n of c.covers.capabilities ?? []) capabilities.add(n)
    for (const n of c.covers.events ?? []) events.add(n)
  }
  return { capabilities, events }
}

export { BRIDGE_EVENT_NAMES, CAPABILITY_NAMES }

/** A run against the host of one window: the automatic cases at once, person-driven cases on demand. */
export interface ConformanceSession {
  /** Runs every automatic case in order; a case never stops the next one. */
  runAuto(): Promise<ConformanceResult[]>
  /** Runs one person-driven case. */
  runManual(id: string, operator: Operator): Promise<ConformanceResult>
  dispose(): void
}

function toResult(id: string, name: string, outcome: CaseOutcome): ConformanceResult {
  if (typeof outcome === 'string') return { id, name, ok: true, status: 'pass', detail: outcome }
  return { id, name, ok: true, status: outcome.status, detail: outcome.detail }
}

function toFailure(id: string, name: string, e: unknown): ConformanceResult {
  return { id, name, ok: false, status: 'fail', detail: e instanceof Error && !isBridgeError(e) ? e.message : codeOf(e) }
}

/**
 * Opens the channel on `win` (the host must have installed its transport) and issues three calls before the
 * handshake, so the queueing case sees them sent after the hello. Uses only @tougu/bridge's public entry.
 * @example const session = openConformance(window); const results = await session.runAuto()
 */
export function openConformance(win: Window, options: { readyTimeoutMs?: number; manualWaitMs?: number } = {}): ConformanceSession {
  const diagnostics: ChannelDiagnostic[] = []
  const waiting = new Map<string, (reply: Record<string, unknown>) => void>()
  const replies = new Map<string, Record<string, unknown>>()
  const probeIds = new Set<string>()
  let droppedExpected = 0
  const idOf = (m: unknown) => (isRecord(m) ? m.id : undefined)
  const channel = createNativeChannel({
    window: win,
    readyTimeoutMs: options.readyTimeoutMs ?? 5000,
    onDiagnostic: (d) => {
      let message: unknown = d.message
      try {
        if (typeof message === 'string') message = JSON.parse(message) as unknown
      } catch {
        // not JSON: a malformed message, kept as it came
      }
      const id = idOf(message)
      if (typeof id === 'string' && probeIds.has(id)) {
        replies.set(id, message as Record<string, unknown>)
        waiting.get(id)?.(message as Record<string, unknown>)
      } else if (!(d.kind === 'dropped' && droppedExpected > 0)) diagnostics.push(d)
    },
  })
  // Listen to every event from the start: an event nobody listens to is kept and handed to the first listener,
  // which would let a case see an event from before it started (a resume from an earlier case).
  const keepers = BRIDGE_EVENT_NAMES.map((name) => channel.on(name, () => undefined))
  // Before ready(): these wait in the channel's queue and go out right after the hello answer.
  const queued = Promise.all([
    channel.call('getVersion', {}, { timeoutMs: 5000 + ROUND_TRIP_MS }),
    channel.call('getUserInfo', { forceLogin: false }, { timeoutMs: 5000 + ROUND_TRIP_MS }),
    channel.call('getVersion', {}, { timeoutMs: 5000 + ROUND_TRIP_MS }),
  ])
  queued.catch(() => undefined)
  let seq = 0
  const sendRaw = (build: (id: string) => unknown) => {
    const id = `conformance-${Date.now()}-${++seq}`
    probeIds.add(id)
    const transport = findNativeTransport(win) ?? fail('no native transport')
    transport.post(build(id) as BridgeRequest)
    return id
  }
  const probe: Probe = {
    channel,
    manualWaitMs: options.manualWaitMs ?? MANUAL_WAIT_MS,
    sendRaw,
    send: (method, args) => sendRaw((id) => ({ v: 1, id, method, args })),
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
    async expectDropped(fn) {
      droppedExpected++
      try {
        return await fn()
      } finally {
        // A late reply may trail the case a little: keep expecting it for one more round trip.
        setTimeout(() => droppedExpected--, ROUND_TRIP_MS)
      }
    },
  }
  return {
    async runAuto() {
      const results: ConformanceResult[] = []
      const cases = autoCases(queued)
      const quiet = new Set(cases.filter((c) => c.id.startsWith('capability-')).map((c) => c.id))
      for (const c of cases) {
        if (quiet.has(c.id)) continue
        if (c.id === 'well-formed') {
          // The capability calls run together (a broken host costs one timeout, not one per method).
          const settled = await Promise.all(
            cases.filter((q) => quiet.has(q.id)).map((q) => q.run(probe).then((detail) => toResult(q.id, q.name, detail), (e: unknown) => toFailure(q.id, q.name, e))),
          )
          results.push(...settled)
        }
        try {
          results.push(toResult(c.id, c.name, await c.run(probe)))
        } catch (e) {
          results.push(toFailure(c.id, c.name, e))
        }
      }
      return results
    },
    async runManual(id, operator) {
      const c = MANUAL_CASES.find((m) => m.id === id) ?? fail(`no manual case ${id}`)
      try {
        await channel.ready()
        return toResult(c.id, c.name, await c.run(probe, operator))
      } catch (e) {
        return toFailure(c.id, c.name, e)
      }
    },
    dispose() {
      for (const k of keepers) k.remove()
      channel.dispose()
    },
  }
}

/**
 * Runs every automatic case against the host that installed its transport in `win`, in order, and reports each.
 * @example const results = await runConformance(window); results.filter((r) => !r.ok)
 */
export async function runConformance(win: Window, options: { readyTimeoutMs?: number } = {}): Promise<ConformanceResult[]> {
  const session = openConformance(win, options)
  try {
    return await session.runAuto()
  } finally {
    session.dispose()
  }
}

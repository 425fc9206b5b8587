import { describe, expect, it } from 'vitest'
import {
  markSignFinished,
  planLeave,
  readSignHistory,
  signHistoryStep,
  writeSignHistory,
  type HistoryPlace,
  type SignHistoryState,
  type SignHistoryStep,
} from './signFlowHistory.js'

const at = (path: string, idx: number): HistoryPlace => {
  const [pathname = path, query] = path.split('?')
  return { pathname, search: query ? `?${query}` : '', idx }
}

/** Walks the places in order as the router reports them; answers the state and each step taken. */
function walk(places: HistoryPlace[], start: SignHistoryState = { entry: null, pending: null }) {
  let state = start
  let prev: HistoryPlace | null = null
  const steps: SignHistoryStep[] = []
  for (const cur of places) {
    const next = signHistoryStep(state, prev, cur)
    state = next.state
    steps.push(next.step)
    prev = cur
  }
  return { state, steps }
}

// A browser tab: the tips introduction, then the flow pushed step by step; /sign/done replaces the agreement page.
const browserFlow = [
  at('/tips/brief?id=TP001', 0),
  at('/sign/notice?productId=TIP1', 1),
  at('/sign/purchase?productId=TIP1', 2),
  at('/sign/risk?productId=TIP1', 3),
  at('/sign/attachRisk?productId=TIP1', 4),
  at('/sign/attachService?productId=TIP1', 5),
  at('/sign/done?productId=TIP1&orderId=OD1', 5),
]

describe('signHistoryStep', () => {
  it('remembers the page the flow was entered from, and changes nothing while the flow runs', () => {
    const { state, steps } = walk(browserFlow)
    expect(state.entry).toEqual({ idx: 0, inFlow: false, finishedAt: null, exit: null })
    expect(steps.every((s) => s.kind === 'none')).toBe(true)
  })

  it('goes on back to the product page from any page of a finished flow, and from its result reached by back', () => {
    const { state } = walk(browserFlow)
    const done = markSignFinished(state, 5, '/tips/detail?id=TP001')
    // The browser's back on the result page lands on the risk disclosure: straight on to the introduction.
    expect(signHistoryStep(done, at('/sign/done', 5), at('/sign/attachRisk?productId=TIP1', 4)).step).toEqual({ kind: 'go', delta: -4 })
    // A reload of a page of the finished flow too.
    expect(signHistoryStep(done, null, at('/sign/purchase?productId=TIP1', 2)).step).toEqual({ kind: 'go', delta: -2 })
    // The result page reached by going back to it (from a tab the investor opened there) is left as well.
    expect(signHistoryStep(done, at('/usercenter/index', 6), at('/sign/done', 5)).step).toEqual({ kind: 'go', delta: -5 })
    // The result page itself, reloaded, stays.
    expect(signHistoryStep(done, null, at('/sign/done', 5)).step).toEqual({ kind: 'none' })
  })

  it('leaves for the content: back to the product page, then the content pushed onto it', () => {
    const { state } = walk(browserFlow)
    const finished = markSignFinished(state, 5, '/tips/detail?id=TP001')
    const plan = planLeave(finished, 5, '/tips/detail?id=TP001')
    expect(plan?.delta).toBe(-5)
    const landed = signHistoryStep(plan!.state, at('/sign/done', 5), at('/tips/brief?id=TP001', 0))
    expect(landed.step).toEqual({ kind: 'navigate', to: '/tips/detail?id=TP001', replace: false })
    expect(landed.state.pending).toBeNull()
    // 返回 to the page the flow started on: landing there is all.
    const back = planLeave(finished, 5, '/tips/brief?id=TP001')!
    expect(signHistoryStep(back.state, at('/sign/done', 5), at('/tips/brief?id=TP001', 0)).step).toEqual({ kind: 'none' })
  })

  it('in a webview opened on the flow, replaces its first page with the content, or closes the webview on back', () => {
    const webview = [at('/sign/notice?productId=TIP1', 0), at('/sign/purchase?productId=TIP1', 1), at('/sign/risk?productId=TIP1', 2), at('/sign/done?productId=TIP1', 2)]
    const { state } = walk(webview)
    expect(state.entry).toEqual({ idx: 0, inFlow: true, finishedAt: null, exit: null })
    const finished = markSignFinished(state, 2, '/tips/detail?id=TP001')
    const plan = planLeave(finished, 2, '/tips/detail?id=TP001')!
    expect(plan.delta).toBe(-2)
    expect(signHistoryStep(plan.state, at('/sign/done', 2), at('/sign/notice?productId=TIP1', 0)).step).toEqual({ kind: 'navigate', to: '/tips/detail?id=TP001', replace: true })
    // The phone's back on the result page: on back to the first page, which closes (or, outside the app, gives way to the content).
    expect(signHistoryStep(finished, at('/sign/done', 2), at('/sign/purchase', 1)).step).toEqual({ kind: 'go', delta: -1 })
    expect(signHistoryStep(finished, at('/sign/purchase', 1), at('/sign/notice?productId=TIP1', 0)).step).toEqual({ kind: 'close', fallback: '/tips/detail?id=TP001' })
  })

  it('leaves nothing of the flow to collapse when the result is the first page', () => {
    const { state } = walk([at('/sign/done?orderId=OD1', 0)])
    expect(planLeave(markSignFinished(state, 0, null), 0, '/usercenter/order')).toBeNull()
  })

  it('keeps a flow restarted after a cancellation alive past the page it was cancelled on', () => {
    // Cancelled on the purchase page (idx 2), which starts a new sequence: the flow is over up to the page before it,
    // so risk (3) and back to purchase (2) is fine.
    const { state } = walk(browserFlow.slice(0, 3))
    const cancelled = markSignFinished(state, 1, null)
    expect(signHistoryStep(cancelled, at('/sign/purchase', 2), at('/sign/risk', 3)).step).toEqual({ kind: 'none' })
    expect(signHistoryStep(cancelled, at('/sign/risk', 3), at('/sign/purchase', 2)).step).toEqual({ kind: 'none' })
    // But back past it, to the notice, goes on to the product page.
    expect(signHistoryStep(cancelled, at('/sign/purchase', 2), at('/sign/notice', 1)).step).toEqual({ kind: 'go', delta: -1 })
  })

  it('starts a new flow from outside with a fresh anchor, and forgets a leave that landed elsewhere', () => {
    const { state } = walk(browserFlow)
    const finished = markSignFinished(state, 5, null)
    const again = walk([at('/tips/detail?id=TP001', 1), at('/sign/notice?productId=TIP1', 2)], finished)
    expect(again.state.entry).toEqual({ idx: 1, inFlow: false, finishedAt: null, exit: null })
    const stale = signHistoryStep({ ...finished, pending: { anchor: 0, target: '/x', replace: false } }, at('/sign/done', 5), at('/index', 3))
    expect(stale.state.pending).toBeNull()
    expect(stale.step).toEqual({ kind: 'none' })
  })
})

describe('stored state', () => {
  const memory = () => {
    const map = new Map<string, string>()
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map }
  }

  it('round-trips, and reads corrupted or hostile values as empty', () => {
    const storage = memory()
    const state: SignHistoryState = { entry: { idx: 3, inFlow: false, finishedAt: 7, exit: '/tips/detail?id=1' }, pending: { anchor: 3, target: null, replace: false } }
    writeSignHistory(storage, state)
    expect(readSignHistory(storage)).toEqual(state)
    for (const bad of ['{', '42', 'null', '{"entry":{"idx":-1,"inFlow":false,"finishedAt":null,"exit":null}}', '{"entry":{"idx":1,"inFlow":false,"finishedAt":null,"exit":"//evil.example"}}', '{"pending":{"anchor":0,"target":"https://evil.example","replace":true}}']) {
      storage.map.set('tougu.signHistory', bad)
      expect(readSignHistory(storage), bad).toEqual({ entry: null, pending: null })
    }
    const throwing = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') }, removeItem: () => undefined }
    expect(readSignHistory(throwing)).toEqual({ entry: null, pending: null })
    expect(() => writeSignHistory(throwing, state)).not.toThrow()
  })
})

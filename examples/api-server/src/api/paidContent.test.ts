/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- JSON bodies in tests are checked by the assertions */
// Paid text leaves the server only for a holder of the product that sells it, on every endpoint that
// carries one; content and products keep distinct ids and the contract links them both ways
// (decision wave2-frontdoor-1). Real HTTP server, seeded database (PGlite, or PostgreSQL on DATABASE_URL).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../db/schema.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
/** 13800000001 holds TIP1 (cooling-off), PKG1 and LIVE1 (in service). */
let holder: string
/** 13800000005 has no orders. */
let stranger: string

beforeAll(async () => {
  server = await startTestServer()
  holder = await server.login('13800000001')
  stranger = await server.login('13800000005')
})
afterAll(() => server.close())

const post = (path: string, body: Record<string, unknown>, token?: string) => server.post(path, body, token).then((r) => r.body)

/** A paid opinion of the package sold by PKG1. */
async function paidOpinionId(): Promise<string> {
  const list = await post('/api/view/list', { offset: 0, size: 200 })
  const found = list.list.find((o: { productId: string | null }) => o.productId === 'PKG1')
  if (!found) throw new Error('no opinion of PKG1 in the seed')
  return found.id as string
}

describe('paid text', () => {
  it('tips content and tips updates: only the holder reads them', async () => {
    for (const token of [undefined, stranger]) {
      const detail = await post('/api/tips/detail', { id: 'TP001' }, token)
      expect(detail.data).toMatchObject({ locked: true, content: '' })
      const updates = await post('/api/tips/updates', { id: 'TP001', offset: 0, size: 50 }, token)
      expect(updates.list.length).toBeGreaterThan(0)
      // The title names the security and the call ('宁德时代：减仓观望'): advice, withheld like the text (issue #37);
      // who gave it, with the 执业编号, and when, are shown.
      expect(updates.list.every((u: { content: string; title: string; locked: boolean; audioUrl: string | null }) => u.content === '' && u.title === '' && u.locked && u.audioUrl === null)).toBe(true)
      expect(updates.list.every((u: { tgName: string; qualificationNo: string }) => u.tgName !== '' && /^S\d+/.test(u.qualificationNo))).toBe(true)
    }
    const detail = await post('/api/tips/detail', { id: 'TP001' }, holder)
    expect(detail.data.locked).toBe(false)
    expect(detail.data.content).not.toBe('')
    const updates = await post('/api/tips/updates', { id: 'TP001', offset: 0, size: 50 }, holder)
    expect(updates.list.every((u: { content: string; title: string; locked: boolean }) => u.content !== '' && u.title !== '' && !u.locked)).toBe(true)
  })

  it('the commission strategy and its updates: only the holder reads them', async () => {
    const buyer = await server.login('13800000010')
    for (const token of [undefined, stranger, buyer]) {
      const detail = await post('/api/commission/detail', { id: 'CM001' }, token)
      expect(detail.data).toMatchObject({ locked: true, content: '' })
      const updates = await post('/api/commission/strategyUpdates', { id: 'CM001', offset: 0, size: 50 }, token)
      expect(updates.list.length).toBeGreaterThan(0)
      expect(updates.list.every((u: { content: string; title: string; locked: boolean }) => u.content === '' && u.title === '' && u.locked)).toBe(true)
    }
    const signed = await post('/api/payCommission', { productId: 'COM1', clientKey: 'front-door-commission-1' }, buyer)
    expect(signed.iRet).toBe(0)
    const detail = await post('/api/commission/detail', { id: 'CM001' }, buyer)
    expect(detail.data.locked).toBe(false)
    expect(detail.data.content).not.toBe('')
    const updates = await post('/api/commission/strategyUpdates', { id: 'CM001', offset: 0, size: 50 }, buyer)
    expect(updates.list.every((u: { content: string; commissionId: string; productId: string }) => u.content !== '' && u.commissionId === 'CM001' && u.productId === 'COM1')).toBe(true)
  })

  it('a paid opinion and a paid live room: only the holder reads or watches', async () => {
    const opinionId = await paidOpinionId()
    const [room] = (await post('/api/live/list', { offset: 0, size: 50 })).list.filter((r: { needsPrivilege: boolean; status: string }) => r.needsPrivilege && r.status === 'live')
    const held = await post('/api/live/detail', { id: room.id }, holder)
    // LIVE1 is the investor's; the paid room being live now sells LIVE1 in the seed.
    expect(held.data.productId).toBe('LIVE1')
    for (const token of [undefined, stranger]) {
      expect((await post('/api/view/detail', { id: opinionId }, token)).data).toMatchObject({ locked: true, content: '', productId: 'PKG1' })
      expect((await post('/api/live/detail', { id: room.id }, token)).data).toMatchObject({ locked: true, streamUrl: null })
    }
    const opinion = await post('/api/view/detail', { id: opinionId }, holder)
    expect(opinion.data.locked).toBe(false)
    expect(opinion.data.content).not.toBe('')
    expect(held.data.locked).toBe(false)
    expect(held.data.streamUrl).toMatch(/^\/media\/stream\/[A-Z0-9]+\/(live|replay)\.m3u8\?exp=\d+&sig=[\w-]{43}$/)
  })

  it('paid replays (LV011, LV016): the public lists never carry their replay, stream or audio; the holder gets them from the room page', async () => {
    // LV011 sells LIVE3 and has an audio track; LV016 sells LIVE4. Nobody in the seed holds either: 13800000008 does now.
    const buyer = await server.login('13800000008')
    const now = server.now()
    const [user] = await server.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, '13800000008'))
    await server.database.db.insert(t.orders).values({
      id: 'OD-REPLAY-1',
      userId: user!.id,
      productId: 'LIVE3',
      clientKey: 'replay-holder-0001',
      periodId: 14,
      amount: '100.00',
      payAmount: '100.00',
      status: 105,
      payStatus: 'paid',
      payType: 1,
      createdAt: now,
      paidAt: now,
      serviceStart: now,
      serviceEnd: new Date(now.getTime() + 30 * 86_400_000),
    })
    for (const token of [undefined, stranger, buyer, holder]) {
      const history = await post('/api/live/history', { offset: 0, size: 50 }, token)
      const live = await post('/api/live/list', { offset: 0, size: 50 }, token)
      for (const id of ['LV011', 'LV016']) {
        const item = history.list.find((h: { roomId: string }) => h.roomId === id)
        expect(item).toMatchObject({ needsPrivilege: true, replayUrl: null, audioUrl: null })
        const text = JSON.stringify([history.list.find((h: { roomId: string }) => h.roomId === id), live.list.find((r: { id: string }) => r.id === id)])
        expect(text).not.toMatch(/replay\/LV0(11|16)|stream\/LV0(11|16)|audio\/LV0(11|16)/)
      }
      // A free room's replay stays in the list.
      expect(history.list.find((h: { roomId: string }) => h.roomId === 'LV012')).toMatchObject({ needsPrivilege: false, replayUrl: expect.stringMatching(/\/LV012\/replay\.m3u8$/) })
    }
    for (const token of [undefined, stranger, holder]) {
      expect((await post('/api/live/detail', { id: 'LV011' }, token)).data).toMatchObject({ status: 'ended', locked: true, streamUrl: null, audioUrl: null })
    }
    const room = await post('/api/live/detail', { id: 'LV011' }, buyer)
    expect(room.data).toMatchObject({ status: 'ended', locked: false, streamUrl: expect.stringMatching(/\/LV011\/replay\.m3u8\?exp=\d+&sig=[\w-]{43}$/), audioUrl: expect.stringMatching(/audio\/LV011\.wav\?exp=\d+&sig=[\w-]{43}$/) })
    expect((await post('/api/live/detail', { id: 'LV016' }, buyer)).data).toMatchObject({ locked: true, streamUrl: null })
    // The media themselves: the holder's signed addresses play; the bare paths (guessable from any free room's) and a
    // signature moved onto another room are refused (issue #34).
    const media = (path: string) => fetch(`${server.url}/tougu${path}`).then((r) => r.status)
    expect(await media(room.data.streamUrl as string)).toBe(200)
    expect(await media(room.data.audioUrl as string)).toBe(200)
    expect(await media('/media/stream/LV011/replay.m3u8')).toBe(403)
    expect(await media('/media/audio/LV011.wav')).toBe(403)
    expect(await media((room.data.streamUrl as string).replace('LV011', 'LV016'))).toBe(403)
  })

  it('the commission product cannot be bought as a priced order', async () => {
    const res = await post('/api/createContract', { productId: 'COM1', periodId: 20 }, stranger)
    expect(res.iRet).toBe(1001)
  })
})

describe('content and products', () => {
  it('keep distinct ids: a content id is no product, and each content names the product that sells it', async () => {
    const tips = (await post('/api/tips/list', { offset: 0, size: 100 })).list
    const packages = (await post('/api/view/packageList', { offset: 0, size: 100 })).list
    const commission = (await post('/api/commission/list', { offset: 0, size: 100 })).list
    const contents: { id: string; productId: string; kind: string }[] = [
      ...tips.map((x: { id: string; productId: string }) => ({ ...x, kind: 'tips' })),
      ...packages.map((x: { id: string; productId: string }) => ({ ...x, kind: 'package' })),
      ...commission.map((x: { id: string; productId: string }) => ({ ...x, kind: 'commission' })),
    ]
    // 15 + 1 tips packs (the R5 product's, seed batch sign-flow), 10 packages, 1 commission product.
    expect(contents.length).toBe(27)
    for (const c of contents) {
      expect(c.productId).not.toBe(c.id)
      expect((await post('/api/queryProductInfo', { productId: c.id })).iRet).toBe(1004)
      const product = await post('/api/queryProductInfo', { productId: c.productId })
      expect(product.iRet).toBe(0)
      // The reverse link: the product opens this content.
      expect(product.data.content).toEqual({ kind: c.kind, id: c.id })
    }
  })

  it('search results and a coupon\'s usable products open content that names them back', async () => {
    const found = (await post('/api/common/searchProduct', { keyword: '锦囊', offset: 0, size: 50 })).list
    expect(found.length).toBeGreaterThan(0)
    const buyer = await server.login('13800000011')
    const coupons = (await post('/api/coupon/list', { status: 'usable', offset: 0, size: 20 }, buyer)).list
    const usable = (await post('/api/coupon/usableProducts', { couponId: coupons[0].id, offset: 0, size: 20 }, buyer)).list
    expect(usable.map((p: { productId: string }) => p.productId)).toEqual(['TIP15'])
    const live = (await post('/api/common/searchProduct', { keyword: '直播特训营', offset: 0, size: 50 })).list
    expect(live.length).toBe(4)
    for (const p of [...found, ...usable, ...live]) {
      const path = { tips: '/api/tips/brief', package: '/api/view/packageDetail', live: '/api/live/detail', commission: '/api/commission/brief' }[p.content.kind as string]!
      const content = await post(path, { id: p.content.id })
      expect(content.iRet).toBe(0)
      expect(content.data.productId).toBe(p.productId)
    }
  })
})

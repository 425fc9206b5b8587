import { describe, expect, it } from 'vitest'
import type { FollowupPaper } from '../model/followupPaper.js'
import type { ClientState } from './clientStore.js'
import { createClientStore } from './clientStore.js'

/** An in-memory Web Storage, as localStorage behaves across a reload (same object, new store). */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

const paper2: FollowupPaper = { id: 'P2', title: '投顾产品回访', type: 2, questions: [], exceptionNos: [], waiverNo: undefined }

describe('createClientStore', () => {
  it('starts with the spec §3 fields empty', () => {
    const s = createClientStore({ storage: memoryStorage() }).getValue()
    expect(s).toMatchObject({ openid: '', isNewUser: -1, audioUrls: {}, followupPaper: null, showFollowupPaper: false, shareData: null })
    expect(s.pullRefresh).toEqual({ pullDown: false, pullUp: false })
  })

  it('persisted fields survive a reload; page-only fields do not', () => {
    const storage = memoryStorage()
    const before = createClientStore({ storage })
    before.update({ openid: 'o-123', isNewUser: 1, queryCount: 3, pullRefresh: { pullDown: true, pullUp: true } })
    before.setAudioUrl('a1', 'https://cdn.example.com/a1.mp3')
    before.setFollowupPaper(paper2)
    before.update({ tipsSelect: { sort: 2 }, userQuiz: { draft: '问题' } })

    const after = createClientStore({ storage }).getValue()
    expect(after).toMatchObject({
      openid: 'o-123',
      isNewUser: 1,
      audioUrls: { a1: 'https://cdn.example.com/a1.mp3' },
      tipsSelect: { sort: 2 },
      userQuiz: { draft: '问题' },
      followupPaper: { id: 'P2', type: 2 },
      // An unanswered type 2 paper shows again after a reload.
      showFollowupPaper: true,
      queryCount: 0,
      pullRefresh: { pullDown: false, pullUp: false },
    })
  })

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a wrong field type', JSON.stringify({ openid: 'o', isNewUser: 'maybe' })],
    ['a broken paper', JSON.stringify({ openid: 'o', followupPaper: { id: null, type: 9 } })],
  ])('a corrupted entry (%s) reads as empty', (_label, text) => {
    const s = createClientStore({ storage: memoryStorage({ 'tougu.clientStore': text }) }).getValue()
    expect(s.openid).toBe('')
    expect(s.isNewUser).toBe(-1)
    expect(s.followupPaper).toBeNull()
  })

  it('storage that throws reads as empty and writes do not break the store', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const store = createClientStore({ storage })
    store.update({ openid: 'o' })
    expect(store.getValue().openid).toBe('o')
  })

  it('emits only on change and writes storage only for persisted fields', () => {
    const storage = memoryStorage()
    let writes = 0
    const counting = { ...storage, setItem: (k: string, v: string) => ((writes += 1), storage.setItem(k, v)) }
    const store = createClientStore({ storage: counting })
    const seen: ClientState[] = []
    store.state$.subscribe((s) => seen.push(s))
    store.update({ openid: 'o' })
    store.update({ openid: 'o' })
    store.setAudioUrl('a', 'u')
    store.setAudioUrl('a', 'u')
    store.update({ queryCount: 1 })
    expect(seen).toHaveLength(4)
    expect(writes).toBe(2)
    // Unchanged parts keep their reference, so selectors on them do not re-render.
    expect(seen[1]?.audioUrls).toBe(seen[0]?.audioUrls)
    expect(seen[2]?.audioUrls).toEqual({ a: 'u' })
    expect(store.state$.getValue()).toBe(seen[3])
  })

  it('clearUserData drops the user fields and keeps device fields', () => {
    const storage = memoryStorage()
    const store = createClientStore({ storage })
    store.update({ openid: 'o', isNewUser: 1 })
    store.setFollowupPaper(paper2)
    store.clearUserData()
    expect(store.getValue()).toMatchObject({ openid: 'o', isNewUser: -1, followupPaper: null, showFollowupPaper: false })
    expect(createClientStore({ storage }).getValue()).toMatchObject({ openid: 'o', isNewUser: -1, followupPaper: null })
  })
})

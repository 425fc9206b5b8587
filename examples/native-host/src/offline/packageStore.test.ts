import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dropRecalled, EMPTY_STATE, FILE_PREFIX, MANIFEST_KEY, PACKAGE_CACHE_PREFIX, promotePending, rollBack, STATE_CACHE, STATE_KEY } from './packageStore.js'

const state = (over: Partial<typeof EMPTY_STATE>) => ({ ...EMPTY_STATE, ...over })

describe('offline package state', () => {
  it('applies a downloaded package at the next open and keeps the one before for a rollback', () => {
    expect(promotePending(state({ current: '1', previous: '0', pending: '2' }))).toEqual({ state: state({ current: '2', previous: '1', pending: null }), dropped: '0' })
    expect(promotePending(state({ current: '1' }))).toEqual({ state: state({ current: '1' }), dropped: null })
  })

  it('rolls a failed package back to the previous one and never takes it again', () => {
    expect(rollBack(state({ current: '2', previous: '1', serving: '2' }), '2')).toEqual(state({ current: '1', previous: null, bad: ['2'], serving: null }))
    expect(rollBack(state({ current: '2', previous: '1', pending: '3' }), '3')).toEqual(state({ current: '2', previous: '1', pending: null, bad: ['3'] }))
    expect(rollBack(state({ current: '1' }), '1')).toEqual(state({ current: null, bad: ['1'] }))
  })

  it('drops recalled packages; the newest one left runs', () => {
    expect(dropRecalled(state({ current: '2', previous: '1', pending: '3' }), ['2', '3'])).toEqual({ state: state({ current: '1', previous: null, pending: null }), dropped: ['2', '3'] })
    expect(dropRecalled(state({ current: '2', previous: '1' }), ['1', '2']).state).toEqual(state({ current: null, previous: null }))
    expect(dropRecalled(state({ current: '2' }), ['7']).dropped).toEqual([])
  })

  it('names its storage as the interception (public/offline-host-sw.js) reads it', () => {
    const worker = readFileSync(new URL('../../public/offline-host-sw.js', import.meta.url), 'utf8')
    for (const [name, value] of Object.entries({ STATE_CACHE, STATE_KEY, PACKAGE_CACHE_PREFIX, FILE_PREFIX, MANIFEST_KEY })) {
      expect(worker, name).toContain(`const ${name} = '${value}'`)
    }
  })
})

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AdviserCard } from '@tougu/core'
import { afterEach, describe, expect, it } from 'vitest'
import { adviserCardProps } from './AdviserRow.js'
import { renderRoute, startStubApi, type StubApi } from './testing/productTestKit.js'

const adviser = (fields: Partial<AdviserCard>): AdviserCard => ({
  id: 'TG1',
  tgName: '张三',
  teamName: '价值团队',
  avatarUrl: '/media/tg1.png',
  qualificationNo: 'A0123456789',
  title: '首席投顾',
  intro: '十年投研经验',
  followerCount: 12,
  tags: [],
  ...fields,
})

describe('adviserCardProps', () => {
  it('shows the adviser’s own name with the team on its own line', () => {
    expect(adviserCardProps(adviser({}))).toEqual({
      name: '张三',
      teamName: '价值团队',
      qualificationNo: 'A0123456789',
      avatarUrl: '/media/tg1.png',
      intro: '十年投研经验',
    })
    expect(adviserCardProps(adviser({ tgName: undefined, name: '李四' })).name).toBe('李四')
  })

  it('leaves the team line out when there is no team, or when the team already is the name', () => {
    expect(adviserCardProps(adviser({ teamName: undefined }))).not.toHaveProperty('teamName')
    expect(adviserCardProps(adviser({ teamName: '  ' }))).not.toHaveProperty('teamName')
    const teamOnly = adviserCardProps(adviser({ tgName: undefined, name: undefined }))
    expect(teamOnly.name).toBe('价值团队')
    expect(teamOnly).not.toHaveProperty('teamName')
  })

  it('keeps absolute avatar addresses as they are', () => {
    expect(adviserCardProps(adviser({ avatarUrl: 'https://cdn.example/a.png' })).avatarUrl).toBe(
      'https://cdn.example/a.png',
    )
  })
})

describe('AdviserRow in the adviser list', () => {
  let api: StubApi | undefined
  afterEach(async () => {
    // Unmount first: the adviser's page the tap opened must not ask a closed server.
    cleanup()
    await api?.close()
    api = undefined
  })

  it('shows each adviser once with their team and opens their home page on a tap', async () => {
    api = await startStubApi({
      '/api/adviser/list': () => ({
        iRet: 0,
        total: 2,
        list: [adviser({ id: 'TG.1' }), adviser({ id: 'TG2', tgName: undefined, teamName: '稳健团队' })],
      }),
    })
    renderRoute('/tougu/list', api)
    expect(await screen.findByText('张三')).toBeInTheDocument()
    expect(screen.getByText('价值团队')).toBeInTheDocument()
    // The team-only adviser: its name is the team's, not written twice.
    expect(screen.getAllByText('稳健团队')).toHaveLength(1)
    fireEvent.click(screen.getByText('张三'))
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/tougu/tougu/home?id=TG.1'),
    )
  })
})

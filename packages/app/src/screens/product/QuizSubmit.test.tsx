import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute, startStubApi, type StubApi } from './testing/productTestKit.js'

const adviser = (id: string, tgName: string) => ({
  id,
  tgName,
  teamName: '价值投研团队',
  name: tgName,
  avatarUrl: '/avatars/x.png',
  qualificationNo: `A0${id}`,
  title: '投资顾问',
  intro: '擅长价值投资',
  followerCount: 10,
  tags: [],
})
const advisers = [adviser('TG1', '王明远'), adviser('TG2', '李思涵')]
/** The investor holds an advisory product in service: a client, who may ask (issue #37). */
const client = { '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [{ productId: 'PKG1', authorityId: 'PKG1', productType: 'package', endDate: null }], total: 1 }) }

let api: StubApi | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

describe('ask an adviser', () => {
  it('keeps the question while another adviser is picked, and submits it to the picked adviser', async () => {
    api = await startStubApi({
      ...client,
      '/api/getBatchTgInfoList': (body) => ({ iRet: 0, list: advisers.filter((a) => (body.ids as string[]).includes(a.id)) }),
      '/api/quiz/adviserList': () => ({ iRet: 0, list: advisers, total: advisers.length }),
      '/api/quiz/submit': (body) => ({
        iRet: 0,
        data: { id: 'Q9', question: body.question, askerName: '张**', adviserId: body.adviserId, tgName: '李思涵', qualificationNo: 'S0123512345678', answer: null, askTime: '2026-11-22T09:30:00+08:00', answerTime: null, status: 'pending' },
      }),
      '/api/quiz/detail': () => ({
        iRet: 0,
        data: { id: 'Q9', question: '新能源板块还能持有吗', askerName: '张**', adviserId: 'TG2', tgName: '李思涵', qualificationNo: 'S0123512345678', answer: null, askTime: '2026-11-22T09:30:00+08:00', answerTime: null, status: 'pending' },
      }),
    })
    const { router } = renderRoute('/quiz/submit?adviserId=TG1', api, { signedIn: true })
    expect(await screen.findByText('王明远')).toBeInTheDocument()
    fireEvent.change(screen.getByPlaceholderText('请描述您的问题（5-500字）'), { target: { value: '新能源板块还能持有吗' } })

    fireEvent.click(screen.getByRole('button', { name: '更换投顾' }))
    fireEvent.click(await screen.findByText('李思涵'))
    expect(await screen.findByText('李思涵')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/tougu/quiz/submit'))
    expect(screen.getByPlaceholderText<HTMLTextAreaElement>('请描述您的问题（5-500字）').value).toBe('新能源板块还能持有吗')

    fireEvent.click(screen.getByRole('button', { name: '提交问题' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/tougu/quiz/detail'))
    expect(router.state.location.search).toBe('?id=Q9')
    const sent = api.calls.find((c) => c.path === '/api/quiz/submit')?.body
    expect(sent).toMatchObject({ adviserId: 'TG2', question: '新能源板块还能持有吗' })
  })

  it('refuses a question under 5 characters without calling the server', async () => {
    api = await startStubApi({ ...client, '/api/getBatchTgInfoList': () => ({ iRet: 0, list: advisers.slice(0, 1) }) })
    renderRoute('/quiz/submit?adviserId=TG1', api, { signedIn: true })
    expect(await screen.findByText('王明远')).toBeInTheDocument()
    fireEvent.change(screen.getByPlaceholderText('请描述您的问题（5-500字）'), { target: { value: '能拿吗' } })
    fireEvent.click(screen.getByRole('button', { name: '提交问题' }))
    expect(await screen.findByText('问题至少5个字')).toBeInTheDocument()
    expect(api.calls.some((c) => c.path === '/api/quiz/submit')).toBe(false)
  })

  it('an investor without a service in force is told asking is for clients, and sees no form (issue #37)', async () => {
    api = await startStubApi({
      '/api/getUserPrivilegeList': () => ({ iRet: 0, list: [], total: 0 }),
      '/api/getBatchTgInfoList': () => ({ iRet: 0, list: advisers.slice(0, 1) }),
    })
    renderRoute('/quiz/submit?adviserId=TG1', api, { signedIn: true })
    expect(await screen.findByText('提问仅对签约客户开放')).toBeInTheDocument()
    expect(screen.getByText(/仅对已签约投顾服务（服务期内）的客户开放/)).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('请描述您的问题（5-500字）')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '了解投顾产品' })).toBeInTheDocument()
  })
})

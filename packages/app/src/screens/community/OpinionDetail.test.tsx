import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute, startStubApi, type StubApi } from '../product/testing/productTestKit.js'

const opinion = {
  id: 'OP1',
  title: '半导体的下一程',
  summary: '周期底部的三个信号',
  adviserId: 'TG1',
  tgName: '张三',
  qualificationNo: 'S0123512345678',
  publishTime: '2026-11-20T09:30:00+08:00',
  readCount: 120,
  likeCount: 8,
  hot: true,
  packageId: null,
  productId: null,
  content: '<p>正文第一段</p>',
  locked: false,
}

let api: StubApi | undefined
afterEach(async () => {
  cleanup()
  await api?.close()
  api = undefined
})

async function open(path: string) {
  api = await startStubApi({
    '/api/view/detail': (body) =>
      body.id === 'OP1' ? { iRet: 0, data: opinion } : { iRet: 404, message: '观点不存在' },
  })
  renderRoute(path, api)
  expect(await screen.findByText('半导体的下一程', { exact: false })).toBeInTheDocument()
}

describe('the opinion page and its preview (one screen)', () => {
  it('shows the opinion with its adviser and a 分享 button on the detail page', async () => {
    await open('/view/detail?id=OP1')
    expect(screen.getByText('张三').closest('a')).toHaveAttribute('href', '/tougu/tougu/home?id=TG1')
    // Advice names its adviser with the 执业编号 (issue #37).
    expect(screen.getByText('（执业编号：S0123512345678）', { exact: false })).toBeInTheDocument()
    expect(screen.getByText('分享').closest('button')).toBeInTheDocument()
    expect(screen.queryByText('预览')).not.toBeInTheDocument()
  })

  it('shows the same body marked 预览 and without actions on the preview page', async () => {
    await open('/view/preview?id=OP1')
    expect(screen.getByText('预览')).toBeInTheDocument()
    expect(screen.getByText('张三').closest('a')).toHaveAttribute('href', '/tougu/tougu/home?id=TG1')
    // Advice names its adviser with the 执业编号 (issue #37).
    expect(screen.getByText('（执业编号：S0123512345678）', { exact: false })).toBeInTheDocument()
    expect(screen.queryByText('分享')).not.toBeInTheDocument()
  })
})

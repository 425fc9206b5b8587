import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LiveRoomCard } from '../../index.js'

describe('LiveRoomCard', () => {
  it.each([
    ['live', '直播中'],
    ['upcoming', '预告'],
    ['ended', '已结束'],
  ] as const)('status %s shows the badge %s', (status, badge) => {
    render(<LiveRoomCard title="早盘" adviserName="张三" status={status} viewers={12} />)
    expect(screen.getByText(badge)).toBeInTheDocument()
    expect(screen.getByText('12人观看')).toBeInTheDocument()
  })
  it('names the adviser with the 执业编号 (issue #37)', () => {
    render(<LiveRoomCard title="早盘" adviserName="张三" qualificationNo="S0123512345678" status="live" viewers={1} />)
    expect(screen.getByText('张三（执业编号：S0123512345678）')).toBeInTheDocument()
  })
  it('abbreviates large viewer counts in 万', () => {
    render(<LiveRoomCard title="早盘" adviserName="张三" status="live" viewers={12345} />)
    expect(screen.getByText('1.2万人观看')).toBeInTheDocument()
  })
})
